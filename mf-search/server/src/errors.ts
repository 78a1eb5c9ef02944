/** A client error the shell turns into {error:{code,message}} with this status. */
export function searchError(message: string, code: string, statusCode = 400): Error {
  return Object.assign(new Error(message), { statusCode, code });
}
