// The parts of @cornerstonejs/codec-libjpeg-turbo-8bit's Emscripten module that error level analysis
// uses (the package ships no types). Its C++ side: packages/libjpeg-turbo-8bit/src/JPEG{En,De}coder.hpp
// in cornerstonejs/codecs, a thin wrapper of libjpeg-turbo's tjCompress2 and tjDecompress2.
declare module "@cornerstonejs/codec-libjpeg-turbo-8bit/wasmjs" {
  interface FrameInfo {
    width: number;
    height: number;
    bitsPerSample: number;
    componentCount: number;
    isSigned: boolean;
  }
  interface JPEGEncoder {
    getDecodedBuffer(frame: FrameInfo): Uint8Array;
    setQuality(quality: number): void;
    setProgressive(progressive: number): void;
    /** libjpeg-turbo's TJSAMP_*: 0 is 4:4:4, 1 is 4:2:2, 2 is 4:2:0. */
    setSubSampling(subsampling: number): void;
    encode(): void;
    getEncodedBuffer(): Uint8ClampedArray;
    delete(): void;
  }
  interface JPEGDecoder {
    getEncodedBuffer(size: number): Uint8Array;
    decode(): void;
    getDecodedBuffer(): Uint8Array;
    getFrameInfo(): FrameInfo;
    delete(): void;
  }
  export interface LibjpegTurbo {
    JPEGEncoder: new () => JPEGEncoder;
    JPEGDecoder: new () => JPEGDecoder;
  }
  export interface ModuleOptions {
    instantiateWasm(
      imports: WebAssembly.Imports,
      ready: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ): object;
    onAbort(reason: unknown): void;
  }
  const create: (options: ModuleOptions) => Promise<LibjpegTurbo>;
  export default create;
}
