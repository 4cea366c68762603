/**
 * The `imsx_StatusInfo` body of a failed CASE request (CASE Service REST/JSON Binding; ADR 0023): every
 * error under `/ims/case/` answers it, the CASE routes' own and the rate limit's (429 `server_busy`).
 */

/** True for a request to the CASE endpoints, whose errors are imsx_StatusInfo bodies. */
export const isCasePath = (url: string) => url.startsWith('/ims/case/');

/**
 * The imsx_StatusInfo body.
 * @param description the human-readable `imsx_description`
 * @param codeMinor the binding's code, e.g. `unknownobject`, `invalid_uuid`, `server_busy`
 */
export function statusInfo(description: string, codeMinor: string) {
  return {
    imsx_codeMajor: 'failure',
    imsx_severity: 'error',
    imsx_description: description,
    imsx_codeMinor: {
      imsx_codeMinorField: [{ imsx_codeMinorFieldName: 'sourcedId', imsx_codeMinorFieldValue: codeMinor }],
    },
  };
}
