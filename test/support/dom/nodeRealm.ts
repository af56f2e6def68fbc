/**
 * Renderer tests run the real local service in-process. jsdom's environment swaps the global
 * ArrayBuffer for its own realm's, and fastify tells a ready-made Buffer body apart with
 * `payload.buffer instanceof ArrayBuffer`: with jsdom's constructor that test fails and the
 * service's pre-rendered pages go out as `{"type":"Buffer",...}`. Node's own constructor back
 * on the global keeps both worlds right (renderer code only ever makes ArrayBuffers, never asks
 * which realm they come from).
 */
globalThis.ArrayBuffer = Buffer.alloc(0).buffer.constructor as ArrayBufferConstructor;
