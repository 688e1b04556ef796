import type { Dispatcher } from 'undici';

/**
 * Passes on only final answers (status 200 and up): an informational one (`102 Processing`,
 * `103 Early Hints`) is not the answer. undici 7's retry interceptor, which sits above this one,
 * takes the first 1xx for the answer's start and then fails the request on the real one ("the
 * payload was partially consumed"); the request's own deadline still bounds how long the final
 * answer may take (deadlines.ts).
 */
export const finalAnswersOnly: Dispatcher.DispatcherComposeInterceptor =
  (dispatch) => (options, handler) =>
    dispatch(options, {
      onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
      onRequestUpgrade: (controller, status, headers, socket) =>
        handler.onRequestUpgrade?.(controller, status, headers, socket),
      onResponseStart: (controller, status, headers, message) => {
        if (status >= 200) handler.onResponseStart?.(controller, status, headers, message);
      },
      onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
      onResponseEnd: (controller, trailers) => handler.onResponseEnd?.(controller, trailers),
      onResponseError: (controller, error) => handler.onResponseError?.(controller, error),
    });
