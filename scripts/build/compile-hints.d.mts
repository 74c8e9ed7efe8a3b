// Types for compile-hints.mjs, which stays plain JavaScript so `npm run build` runs it with Node alone.
export declare const COMPILE_HINT: string;
export declare function markStartupChunks(distDir: string): { chunks: number; marked: number };
