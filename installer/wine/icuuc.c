/* Stand-in icuuc.dll for the Wine smoke test only (installer/wine-smoke.sh).
 *
 * Qt6Core.dll imports ICU's converter functions (ucnv_*) from the icuuc.dll that Windows 10
 * 1903 and later ship in system32; Wine 8.0 has none, so Qt would not load at all. Qt's own
 * UTF-8, UTF-16 and Latin-1 converters never call ICU; here every other converter fails to open
 * (ucnv_open returns NULL with an error), so Qt reports that encoding unavailable, and no
 * other function can be reached without an open converter. Built into the Wine prefix's
 * system32 only: the smoke test fails if it is found in the bundle or in the installed
 * program's folder.
 */
#include <stddef.h>
#include <stdint.h>

typedef int32_t UErrorCode;
typedef uint16_t UChar;
typedef void UConverter;
typedef void (*UConverterCallback)(void);

#define EXPORT __declspec(dllexport)
#define U_FILE_ACCESS_ERROR 4
#define U_UNSUPPORTED_ERROR 16

static void fail(UErrorCode *error)
{
    if (error != NULL && *error <= 0)
        *error = U_UNSUPPORTED_ERROR;
}

EXPORT UConverter *ucnv_open(const char *name, UErrorCode *error)
{
    (void)name;
    if (error != NULL && *error <= 0)
        *error = U_FILE_ACCESS_ERROR;
    return NULL;
}

EXPORT void ucnv_close(UConverter *converter) { (void)converter; }
EXPORT void ucnv_reset(UConverter *converter) { (void)converter; }
EXPORT int8_t ucnv_getMaxCharSize(const UConverter *converter) { (void)converter; return 0; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int32_t index) { (void)index; return NULL; }

EXPORT const char *ucnv_getName(const UConverter *converter, UErrorCode *error)
{
    (void)converter;
    fail(error);
    return NULL;
}

EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *error)
{
    (void)name;
    (void)standard;
    fail(error);
    return NULL;
}

EXPORT void ucnv_getToUCallBack(const UConverter *converter, UConverterCallback *action,
                                const void **context)
{
    (void)converter;
    if (action != NULL)
        *action = NULL;
    if (context != NULL)
        *context = NULL;
}

EXPORT void ucnv_getFromUCallBack(const UConverter *converter, UConverterCallback *action,
                                  const void **context)
{
    ucnv_getToUCallBack(converter, action, context);
}

EXPORT void ucnv_setToUCallBack(UConverter *converter, UConverterCallback action,
                                const void *context, UConverterCallback *old_action,
                                const void **old_context, UErrorCode *error)
{
    (void)converter;
    (void)action;
    (void)context;
    (void)old_action;
    (void)old_context;
    fail(error);
}

EXPORT void ucnv_setFromUCallBack(UConverter *converter, UConverterCallback action,
                                  const void *context, UConverterCallback *old_action,
                                  const void **old_context, UErrorCode *error)
{
    ucnv_setToUCallBack(converter, action, context, old_action, old_context, error);
}

EXPORT void ucnv_toUnicode(UConverter *converter, UChar **target, const UChar *target_limit,
                           const char **source, const char *source_limit, int32_t *offsets,
                           int8_t flush, UErrorCode *error)
{
    (void)converter;
    (void)target;
    (void)target_limit;
    (void)source;
    (void)source_limit;
    (void)offsets;
    (void)flush;
    fail(error);
}

EXPORT void ucnv_fromUnicode(UConverter *converter, char **target, const char *target_limit,
                             const UChar **source, const UChar *source_limit, int32_t *offsets,
                             int8_t flush, UErrorCode *error)
{
    (void)converter;
    (void)target;
    (void)target_limit;
    (void)source;
    (void)source_limit;
    (void)offsets;
    (void)flush;
    fail(error);
}

EXPORT int32_t ucnv_toUCountPending(const UConverter *converter, UErrorCode *error)
{
    (void)converter;
    fail(error);
    return 0;
}

EXPORT int32_t ucnv_fromUCountPending(const UConverter *converter, UErrorCode *error)
{
    (void)converter;
    fail(error);
    return 0;
}

EXPORT void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length,
                                  int32_t offset_index, UErrorCode *error)
{
    (void)args;
    (void)source;
    (void)length;
    (void)offset_index;
    fail(error);
}

EXPORT void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *source_limit,
                                    int32_t offset_index, UErrorCode *error)
{
    (void)args;
    (void)source;
    (void)source_limit;
    (void)offset_index;
    fail(error);
}

/* ICU's substituting callbacks: Qt passes them to ucnv_set*CallBack, which never runs. */
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(void) {}
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(void) {}
