// Types for precompress.mjs, which stays plain JavaScript so `npm run build` runs it with Node alone.
export declare function precompressStaticFiles(dir: string): Promise<number>;
