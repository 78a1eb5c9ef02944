import constants from './constants.json';

/**
 * webpack's chunk-load time-out (spec 7.6 and 9: 120 s). The rspack preset writes it into every
 * remote's chunk loader (it reads constants.json) and the shell's remote-entry loader fails with the
 * same ChunkLoadError after it.
 */
export const CHUNK_LOAD_TIMEOUT_MS: number = constants.chunkLoadTimeoutMs;
