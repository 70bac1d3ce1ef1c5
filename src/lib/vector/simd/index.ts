/**
 * WebAssembly SIMD kernels for the vector core, with plain-JS fallbacks that give the same results.
 *
 * Why: the IVF build is a handful of dense products (points × centroids × dims). Scalar JS peaks
 * at ~1 GMAC/s for int8 and ~2.4 GMAC/s for a register-tiled float32 loop on this class of machine;
 * wasm SIMD (128-bit, always on in Node ≥ 16.4) does 4 float or 8 int16 multiply-adds per
 * instruction, which is what makes "1M chunks clustered in ≤ 5 min on 2 cores" reachable.
 *
 * ./assembler turns the programs of ./kernels into a module, ./runtime instantiates it and owns its
 * memory, ./products are the calls the rest of the core makes, ./fallbacks the JS versions.
 * Single-threaded by itself; ../parallel runs the same kernels in a worker.
 */
export { argmaxJs, dotsF32Js, dotsI8Js } from './fallbacks';
export { argmaxF32, argmaxI8, dotsF32, dotsI8, gemmNT } from './products';
export {
  kernelLayout,
  kernelMemoryBytes,
  kernelModule,
  kernelVariant,
  padRows,
  Pinned,
  pinRows,
  setForceJs,
  simdAvailable,
  type KernelLayout,
} from './runtime';
