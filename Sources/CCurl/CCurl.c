// See include/CCurl.h. libcurl's header gives the types and constants; its functions are looked up with dlsym() when
// ccurl_load() first runs, so nothing here links -lcurl.
#define CURL_DISABLE_TYPECHECK 1
#define CURL_DISABLE_DEPRECATION 1
#include "CCurl.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The libcurl functions used, found in the loaded library.
static struct {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *handle);
    void (*easy_reset)(CURL *handle);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *line);
    void (*slist_free_all)(struct curl_slist *list);
} curl;
static int loaded;
static void *loaded_handle;
static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;

int ccurl_load(const char *library, char *error, size_t size) {
    pthread_mutex_lock(&load_lock);
    // The library named must open even when another one was loaded before (the answer does not depend on what ran
    // earlier in the process); the functions stay those of the first.
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *why = dlerror();
        snprintf(error, size, "%s", why != NULL ? why : "cannot be opened");
        pthread_mutex_unlock(&load_lock);
        return -1;
    }
    if (loaded) {
        if (handle != loaded_handle) dlclose(handle);
        pthread_mutex_unlock(&load_lock);
        return 0;
    }
    const char *missing = NULL;
#define CCURL_RESOLVE(field, symbol)                                   \
    if (missing == NULL) {                                             \
        void *found = dlsym(handle, symbol);                           \
        if (found == NULL) missing = symbol;                           \
        memcpy(&curl.field, &found, sizeof found);                     \
    }
    CCURL_RESOLVE(global_init, "curl_global_init")
    CCURL_RESOLVE(easy_init, "curl_easy_init")
    CCURL_RESOLVE(easy_cleanup, "curl_easy_cleanup")
    CCURL_RESOLVE(easy_reset, "curl_easy_reset")
    CCURL_RESOLVE(easy_setopt, "curl_easy_setopt")
    CCURL_RESOLVE(easy_perform, "curl_easy_perform")
    CCURL_RESOLVE(easy_getinfo, "curl_easy_getinfo")
    CCURL_RESOLVE(easy_strerror, "curl_easy_strerror")
    CCURL_RESOLVE(slist_append, "curl_slist_append")
    CCURL_RESOLVE(slist_free_all, "curl_slist_free_all")
#undef CCURL_RESOLVE
    if (missing != NULL) {
        snprintf(error, size, "%s: no %s in it (not libcurl?)", library, missing);
        dlclose(handle);
        pthread_mutex_unlock(&load_lock);
        return -1;
    }
    CURLcode code = curl.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        snprintf(error, size, "%s: curl_global_init failed: %s", library, curl.easy_strerror(code));
        pthread_mutex_unlock(&load_lock);
        return -1;  // the library stays open: unloading what failed to initialise is not safe
    }
    loaded = 1;
    loaded_handle = handle;
    pthread_mutex_unlock(&load_lock);
    return 0;
}

struct ccurl_connection {
    CURL *handle;
};

ccurl_connection *ccurl_connection_open(void) {
    pthread_mutex_lock(&load_lock);
    int ready = loaded;
    pthread_mutex_unlock(&load_lock);
    if (!ready) return NULL;
    ccurl_connection *connection = calloc(1, sizeof *connection);
    if (connection == NULL) return NULL;
    connection->handle = curl.easy_init();
    if (connection->handle == NULL) {
        free(connection);
        return NULL;
    }
    return connection;
}

void ccurl_connection_close(ccurl_connection *connection) {
    if (connection == NULL) return;
    curl.easy_cleanup(connection->handle);
    free(connection);
}

/// Where an answer's body goes: the response's buffer, grown as bytes arrive, up to a limit.
struct sink {
    ccurl_response *response;
    size_t capacity;
    size_t limit;
};

static size_t write_body(char *data, size_t size, size_t count, void *user) {
    struct sink *sink = user;
    ccurl_response *response = sink->response;
    size_t length = size * count;
    if (length > sink->limit - response->body_length) {
        response->too_large = 1;
        return 0;  // libcurl stops the transfer
    }
    if (response->body_length + length > sink->capacity) {
        size_t capacity = sink->capacity < 65536 ? 65536 : sink->capacity;
        while (capacity < response->body_length + length) capacity *= 2;
        unsigned char *grown = realloc(response->body, capacity);
        if (grown == NULL) return 0;
        response->body = grown;
        sink->capacity = capacity;
    }
    memcpy(response->body + response->body_length, data, length);
    response->body_length += length;
    return length;
}

/// Where a PUT's body comes from: the request's bytes, from an offset libcurl may rewind (it does when a reused
/// connection turns out closed and it sends the request again).
struct source {
    const unsigned char *bytes;
    size_t length;
    size_t offset;
};

static size_t read_body(char *buffer, size_t size, size_t count, void *user) {
    struct source *source = user;
    size_t length = size * count;
    size_t left = source->length - source->offset;
    if (length > left) length = left;
    if (length > 0) memcpy(buffer, source->bytes + source->offset, length);
    source->offset += length;
    return length;
}

static int seek_body(void *user, curl_off_t offset, int origin) {
    struct source *source = user;
    if (origin != SEEK_SET || offset < 0 || (size_t)offset > source->length) return CURL_SEEKFUNC_FAIL;
    source->offset = (size_t)offset;
    return CURL_SEEKFUNC_OK;
}

int ccurl_perform(ccurl_connection *connection, const ccurl_request *request, ccurl_response *response) {
    memset(response, 0, sizeof *response);
    int put = strcmp(request->method, "PUT") == 0;
    if (!put && strcmp(request->method, "GET") != 0) {
        snprintf(response->error, sizeof response->error, "unsupported method %s", request->method);
        return -1;
    }
    CURL *handle = connection->handle;
    curl.easy_reset(handle);  // options back to their defaults; the open connection stays
    struct curl_slist *headers = NULL;
    for (size_t i = 0; i < request->header_count; i++) {
        struct curl_slist *appended = curl.slist_append(headers, request->headers[i]);
        if (appended == NULL) {
            curl.slist_free_all(headers);
            snprintf(response->error, sizeof response->error, "out of memory");
            return -1;
        }
        headers = appended;
    }
    if (put) {
        // No "Expect: 100-continue" round trip (libcurl's default for uploads): a cache server takes the body at once.
        struct curl_slist *appended = curl.slist_append(headers, "Expect:");
        if (appended == NULL) {
            curl.slist_free_all(headers);
            snprintf(response->error, sizeof response->error, "out of memory");
            return -1;
        }
        headers = appended;
    }
    struct sink sink = {response, 0, request->max_response_bytes};
    struct source source = {request->body, request->body_length, 0};

    CURLcode code = CURLE_OK;
#define CCURL_SET(option, value) \
    if (code == CURLE_OK) code = curl.easy_setopt(handle, option, value)
    CCURL_SET(CURLOPT_ERRORBUFFER, response->error);
    CCURL_SET(CURLOPT_URL, request->url);
    CCURL_SET(CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    CCURL_SET(CURLOPT_FOLLOWLOCATION, 0L);
    CCURL_SET(CURLOPT_NOSIGNAL, 1L);
    CCURL_SET(CURLOPT_TIMEOUT_MS, request->timeout_ms);
    CCURL_SET(CURLOPT_CONNECTTIMEOUT_MS, request->timeout_ms);
    CCURL_SET(CURLOPT_WRITEFUNCTION, write_body);
    CCURL_SET(CURLOPT_WRITEDATA, (void *)&sink);
    if (put) {
        CCURL_SET(CURLOPT_UPLOAD, 1L);
        CCURL_SET(CURLOPT_READFUNCTION, read_body);
        CCURL_SET(CURLOPT_READDATA, (void *)&source);
        CCURL_SET(CURLOPT_SEEKFUNCTION, seek_body);
        CCURL_SET(CURLOPT_SEEKDATA, (void *)&source);
        CCURL_SET(CURLOPT_INFILESIZE_LARGE, (curl_off_t)request->body_length);
    } else {
        CCURL_SET(CURLOPT_HTTPGET, 1L);
    }
    CCURL_SET(CURLOPT_HTTPHEADER, headers);
#undef CCURL_SET
    if (code == CURLE_OK) code = curl.easy_perform(handle);
    if (code == CURLE_OK) code = curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &response->status);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, (struct curl_slist *)NULL);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, (char *)NULL);
    curl.slist_free_all(headers);
    if (code != CURLE_OK) {
        if (response->too_large) {
            snprintf(response->error, sizeof response->error, "an answer longer than %zu bytes",
                     request->max_response_bytes);
        } else if (response->error[0] == '\0') {
            snprintf(response->error, sizeof response->error, "%s", curl.easy_strerror(code));
        }
        free(response->body);
        response->body = NULL;
        response->body_length = 0;
        return -1;
    }
    return 0;
}

void ccurl_response_free(ccurl_response *response) {
    free(response->body);
    response->body = NULL;
    response->body_length = 0;
}
