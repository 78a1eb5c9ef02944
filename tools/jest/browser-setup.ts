// jsdom lacks a few browser APIs that islands use; give them honest minimal behaviour.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
