/** The S3 emulator the S3 upload store is tested against (the package ships no types). */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      resetOnClose?: boolean;
      configureBuckets?: { name: string; configs?: string[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
