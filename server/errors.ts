import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * The largest request body the server accepts. An inquiry at every limit fits inside it in any
 * script: a plain form sends each Arabic letter as six bytes (%D8%A7), so one in Arabic with
 * every field at its longest is about 37 KB.
 */
export const bodyLimit = 64 * 1024;

/** Short reasons for requests refused before they reach a handler; never internal detail. */
export const refusals: Record<string, string> = {
  FST_ERR_BAD_URL: "Malformed URL",
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is larger than ${bodyLimit / 1024} KB`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not accepted here",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length does not match the body",
};

/** The HTTP status an error answers: its own 4xx, anything else 500. */
export function errorStatus(error: FastifyError): number {
  return error.statusCode && error.statusCode >= 400 && error.statusCode < 500
    ? error.statusCode
    : 500;
}

/**
 * The one JSON answer to an error: 4xx with a short reason (`fields: {}` on a 400, as the API's
 * invalid-input answers have), 500 logged with its detail and answered without it.
 */
export function answerError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  reasons: Record<string, string> = refusals,
) {
  const status = errorStatus(error);
  if (status === 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ code: error.code, status }, "request refused");
  reply.header("cache-control", "no-store");
  const reason =
    status === 500
      ? "Something went wrong on our side; please try again"
      : (reasons[error.code] ?? "Bad request");
  return reply
    .code(status)
    .send(status === 400 ? { error: reason, fields: {} } : { error: reason });
}
