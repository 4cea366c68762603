/**
 * Reading a framework file's text (docs/features/browsing.md §8): JSON parsing, the text checks every
 * string passes (control characters, lone surrogates; ADR 0039) and the file schema with its cross-field
 * rules, each problem reported with its JSON path.
 */
import { textProblems } from '@hub/domain';
import { ImportValidationError } from '../import-contract.js';
import { crossFieldProblems, type FrameworkFile, frameworkFileSchema, jsonPath } from './file-schema.js';

/**
 * Parses a file's text as JSON.
 * @throws ImportValidationError at path `$` when it is not JSON; with JSON paths for control characters
 *   (raw, escaped or as `&#1;`) and lone surrogates in any string
 */
export function parseJsonFile(textContent: string, fileName?: string): unknown {
  const json = parseJson(textContent, fileName);
  checkJsonText(json, fileName);
  return json;
}

/**
 * Parses text as JSON, without the text checks.
 * @throws ImportValidationError at path `$` when it is not JSON
 */
export function parseJson(textContent: string, fileName?: string): unknown {
  try {
    return JSON.parse(textContent);
  } catch (error) {
    throw new ImportValidationError(
      [{ path: '$', message: `not valid JSON (${(error as Error).message})` }],
      fileName,
    );
  }
}

/**
 * Refuses control characters and lone surrogates in any string of parsed JSON.
 * @throws ImportValidationError with the JSON path of each
 */
export function checkJsonText(json: unknown, fileName?: string): void {
  // A NUL or another control character escaped inside the file ("\u0000", "&#1;") or a lone surrogate:
  // refused with its JSON path, like the request text guard does (ADR 0039).
  const problems = textProblems(json);
  if (problems.length > 0) throw new ImportValidationError(problems, fileName);
}

/**
 * Parses and validates file text.
 * @throws ImportValidationError with JSON paths of every problem
 */
export function parseFrameworkFile(textContent: string, fileName?: string): FrameworkFile {
  return frameworkFileFromJson(parseJson(textContent, fileName), fileName);
}

/**
 * Validates parsed JSON as a framework file (text checks included).
 * @throws ImportValidationError with JSON paths of every problem
 */
export function frameworkFileFromJson(json: unknown, fileName?: string): FrameworkFile {
  checkJsonText(json, fileName);
  const result = frameworkFileSchema.safeParse(json);
  const problems = [
    ...(result.success
      ? []
      : result.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message }))),
    ...crossFieldProblems(json),
  ];
  if (!result.success || problems.length > 0) throw new ImportValidationError(problems, fileName);
  return result.data;
}
