/**
 * Parses CSV text with Papa in chunks, giving the event loop a turn between chunks (ADR 0039, ADR
 * 0041): one synchronous parse of a 20,000-row file held the server for up to two seconds on a busy
 * machine. The same options and result shape as `Papa.parse` of a string.
 */
import Papa from 'papaparse';

/** Characters parsed between two turns of the event loop. */
const CHUNK_CHARS = 256 * 1024;

/**
 * Parses `text` as `Papa.parse(text, config)` would, CHUNK_CHARS characters at a time.
 * @returns every row, the header fields (with `header: true`) and every error
 */
export function parseCsvInTurns<T>(
  text: string,
  config: Omit<Papa.ParseConfig<T>, 'chunk' | 'step' | 'complete' | 'chunkSize' | 'worker'>,
): Promise<{ data: T[]; errors: Papa.ParseError[]; meta: Papa.ParseMeta }> {
  return new Promise((resolve, reject) => {
    const data: T[] = [];
    const errors: Papa.ParseError[] = [];
    let meta: Papa.ParseMeta | undefined;
    try {
      Papa.parse<T>(text, {
        ...config,
        chunkSize: CHUNK_CHARS,
        chunk: (results: Papa.ParseResult<T>, parser: Papa.Parser) => {
          for (const row of results.data) data.push(row);
          errors.push(...results.errors);
          meta = results.meta;
          parser.pause();
          setImmediate(() => parser.resume());
        },
        complete: () =>
          resolve({
            data,
            errors,
            meta: meta ?? { delimiter: ',', linebreak: '\n', aborted: false, truncated: false, cursor: 0 },
          }),
      } as Papa.ParseConfig<T>);
    } catch (error) {
      reject(error);
    }
  });
}
