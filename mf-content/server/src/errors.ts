/** Errors the shell turns into {error:{code,message}} or an HTML error page, with this status. */
export function contentError(statusCode: number, code: string, message: string): Error {
  return Object.assign(new Error(message), { statusCode, code });
}
