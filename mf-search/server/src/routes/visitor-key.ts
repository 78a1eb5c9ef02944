import type { FastifyRequest } from 'fastify';

/**
 * Who settled a search, for counting each once (engine/search-log.ts): the address. Not the visitor cookie: a
 * client that sends none gets a fresh one with every post, so it could count itself again and again; several
 * people behind one address counting once is the safe side. Kept in memory only, hashed, never stored.
 */
export const visitorKey = (request: FastifyRequest): string => `ip:${request.ip}`;
