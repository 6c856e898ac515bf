// libcurl, loaded when it is first needed: the HTTP render cache (`--cache http(s)://…`) is the only user of the
// network, so chatshot does not link libcurl (or Foundation's networking, which pulls in libcurl's eleven libraries)
// and no other command pays for loading it at start. These functions open libcurl with dlopen() on first use and
// run one whole request in C, behind typed functions that Swift can call (libcurl's own setters are variadic).
#ifndef CCURL_H
#define CCURL_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Loads libcurl from `library` (a file name the dynamic loader looks up, or a path) and initialises it, once per
/// process; later calls return 0 at once. Returns 0, or -1 with the loader's message in `error` (`size` bytes).
int ccurl_load(const char *library, char *error, size_t size);

/// One connection (a libcurl easy handle): requests made through it reuse its open connection to the server. Not
/// for two threads at once. Returns NULL when libcurl is not loaded or out of memory.
typedef struct ccurl_connection ccurl_connection;
ccurl_connection *ccurl_connection_open(void);
void ccurl_connection_close(ccurl_connection *connection);

/// One request. `method` is "GET" or "PUT" (with `body`, `body_length` bytes). `headers` holds
/// `header_count` complete header lines ("Authorization: Basic …"). Redirects are never followed (a 3xx answer is
/// the status), only http and https are spoken, and the whole request gives up after `timeout_ms`.
typedef struct {
    const char *method;
    const char *url;
    const char *const *headers;
    size_t header_count;
    const unsigned char *body;
    size_t body_length;
    long timeout_ms;
    /// An answer longer than this fails the request (`too_large` set).
    size_t max_response_bytes;
} ccurl_request;

/// The answer: the HTTP status and the body (malloc'ed, released by ccurl_response_free), or a failure's message.
typedef struct {
    long status;
    unsigned char *body;
    size_t body_length;
    int too_large;
    char error[256];
} ccurl_response;

/// Runs the request. Returns 0 when the server answered (any status), -1 with `response->error` set when it did
/// not (no connection, a timeout, an answer over the limit, …).
int ccurl_perform(ccurl_connection *connection, const ccurl_request *request, ccurl_response *response);
void ccurl_response_free(ccurl_response *response);

#ifdef __cplusplus
}
#endif

#endif
