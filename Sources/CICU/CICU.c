#include "CICU.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/udat.h>
#include <unicode/ureldatefmt.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>
#include <unicode/utext.h>

struct hr_breaker {
    UBreakIterator *iterator;
    int32_t kind;
};

hr_breaker *hr_breaker_open(int32_t kind, const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = UBRK_LINE;
    if (kind == HR_BREAK_GRAPHEME) type = UBRK_CHARACTER;
    if (kind == HR_BREAK_WORD) type = UBRK_WORD;
    char icu_locale[ULOC_FULLNAME_CAPACITY] = "";
    if (locale && *locale) {
        int32_t parsed = 0;
        uloc_forLanguageTag(locale, icu_locale, sizeof icu_locale, &parsed, &status);
        if (U_FAILURE(status) || parsed == 0) {
            status = U_ZERO_ERROR;
            strncpy(icu_locale, locale, sizeof icu_locale - 1);
        }
    }
    UBreakIterator *it = ubrk_open(type, icu_locale, NULL, 0, &status);
    if (U_FAILURE(status) || !it) return NULL;
    hr_breaker *b = malloc(sizeof *b);
    if (!b) { ubrk_close(it); return NULL; }
    b->iterator = it;
    b->kind = kind;
    return b;
}

void hr_breaker_close(hr_breaker *breaker) {
    if (!breaker) return;
    ubrk_close(breaker->iterator);
    free(breaker);
}

int32_t hr_breaker_boundaries(hr_breaker *breaker, const uint16_t *text, int32_t length,
                              int32_t *offsets, uint8_t *hard, int32_t capacity) {
    if (!breaker) return -1;
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -2;
    int32_t count = 0;
    for (int32_t pos = ubrk_next(breaker->iterator); pos != UBRK_DONE; pos = ubrk_next(breaker->iterator)) {
        if (count < capacity) {
            offsets[count] = pos;
            if (hard) {
                int32_t rule = ubrk_getRuleStatus(breaker->iterator);
                hard[count] = (breaker->kind == HR_BREAK_LINE && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        count++;
    }
    return count;
}

int32_t hr_bidi_levels(const uint16_t *text, int32_t length, int32_t base, uint8_t *levels) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    UBiDiLevel para = base == 0 ? 0 : (base == 1 ? 1 : UBIDI_DEFAULT_LTR);
    ubidi_setPara(bidi, (const UChar *)text, length, para, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -2; }
    int32_t paragraph_level = ubidi_getParaLevel(bidi);
    if (length > 0) {
        const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
        if (U_FAILURE(status) || !resolved) { ubidi_close(bidi); return -3; }
        memcpy(levels, resolved, (size_t)length);
    }
    ubidi_close(bidi);
    return paragraph_level;
}

int32_t hr_bidi_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visual_to_logical) {
    if (count <= 0) return 0;
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visual_to_logical);
    return 0;
}

int32_t hr_script_of(uint32_t codepoint) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript((UChar32)codepoint, &status);
    return U_FAILURE(status) ? -1 : (int32_t)code;
}

int32_t hr_script_short_name(int32_t script, char *out) {
    const char *name = uscript_getShortName((UScriptCode)script);
    if (!name) { out[0] = 0; return -1; }
    strncpy(out, name, 4);
    out[4] = 0;
    return 0;
}

int32_t hr_is_whitespace(uint32_t codepoint) { return u_isUWhiteSpace((UChar32)codepoint) ? 1 : 0; }
int32_t hr_is_default_ignorable(uint32_t codepoint) {
    return u_hasBinaryProperty((UChar32)codepoint, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 1 : 0;
}
int32_t hr_is_emoji_presentation(uint32_t codepoint) {
    return u_hasBinaryProperty((UChar32)codepoint, UCHAR_EMOJI_PRESENTATION) ? 1 : 0;
}
int32_t hr_is_extended_pictographic(uint32_t codepoint) {
    return u_hasBinaryProperty((UChar32)codepoint, UCHAR_EXTENDED_PICTOGRAPHIC) ? 1 : 0;
}

static int32_t to_icu_id(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t n = uloc_forLanguageTag(locale, out, capacity, &parsed, &status);
    if (U_FAILURE(status) || parsed == 0) {
        status = U_ZERO_ERROR;
        n = uloc_canonicalize(locale, out, capacity, &status);
        if (U_FAILURE(status)) return -1;
    }
    return n;
}

int32_t hr_locale_to_bcp47(const char *locale, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(locale, id, sizeof id) < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = uloc_toLanguageTag(id, out, capacity, 0, &status);
    return U_FAILURE(status) ? -2 : n;
}

int32_t hr_locale_likely_script(const char *locale, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY], full[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(locale, id, sizeof id) < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    uloc_addLikelySubtags(id, full, sizeof full, &status);
    if (U_FAILURE(status)) return -2;
    int32_t n = uloc_getScript(full, out, capacity, &status);
    return U_FAILURE(status) ? -3 : n;
}

int32_t hr_locale_language(const char *locale, char *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(locale, id, sizeof id) < 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = uloc_getLanguage(id, out, capacity, &status);
    return U_FAILURE(status) ? -2 : n;
}

int32_t hr_locale_is_rtl(const char *locale) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(locale, id, sizeof id) < 0) return 0;
    return uloc_isRightToLeft(id) ? 1 : 0;
}

struct hr_plural_rules { UPluralRules *rules; UNumberFormat *fixed; };

hr_plural_rules *hr_plural_rules_open(const char *locale) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(locale, id, sizeof id) < 0) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(id, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status) || !rules) return NULL;
    hr_plural_rules *r = malloc(sizeof *r);
    if (!r) { uplrules_close(rules); return NULL; }
    r->rules = rules;
    r->fixed = unum_open(UNUM_DECIMAL, NULL, 0, id, NULL, &status);
    if (U_FAILURE(status)) r->fixed = NULL;
    return r;
}

void hr_plural_rules_close(hr_plural_rules *rules) {
    if (!rules) return;
    uplrules_close(rules->rules);
    if (rules->fixed) unum_close(rules->fixed);
    free(rules);
}

static int32_t keyword_out(const UChar *keyword, int32_t n, char *out, int32_t capacity) {
    int32_t w = 0;
    for (int32_t i = 0; i < n && w + 1 < capacity; i++) out[w++] = (char)keyword[i];
    if (capacity > 0) out[w] = 0;
    return w;
}

int32_t hr_plural_select(hr_plural_rules *rules, double n, char *out, int32_t capacity) {
    if (!rules) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[32];
    int32_t len = uplrules_select(rules->rules, n, keyword, 32, &status);
    if (U_FAILURE(status)) return -2;
    return keyword_out(keyword, len, out, capacity);
}

int32_t hr_plural_keywords(hr_plural_rules *rules, char *out, int32_t capacity) {
    if (!rules || capacity <= 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords(rules->rules, &status);
    if (U_FAILURE(status) || !keywords) return -2;
    int32_t w = 0;
    const char *keyword;
    int32_t length = 0;
    while ((keyword = uenum_next(keywords, &length, &status)) && U_SUCCESS(status)) {
        if (w + length + 2 > capacity) { uenum_close(keywords); return -3; }
        if (w > 0) out[w++] = ' ';
        memcpy(out + w, keyword, (size_t)length);
        w += length;
    }
    uenum_close(keywords);
    out[w] = 0;
    return U_FAILURE(status) ? -2 : w;
}

int32_t hr_plural_select_decimal(hr_plural_rules *rules, double n, int32_t fraction_digits,
                                 char *out, int32_t capacity) {
    if (!rules || !rules->fixed) return -1;
    UErrorCode status = U_ZERO_ERROR;
    unum_setAttribute(rules->fixed, UNUM_MIN_FRACTION_DIGITS, fraction_digits);
    unum_setAttribute(rules->fixed, UNUM_MAX_FRACTION_DIGITS, fraction_digits);
    UChar keyword[32];
    int32_t len = uplrules_selectWithFormat(rules->rules, n, rules->fixed, keyword, 32, &status);
    if (U_FAILURE(status)) return -2;
    return keyword_out(keyword, len, out, capacity);
}

struct hr_number_format { UNumberFormat *format; };

hr_number_format *hr_number_format_open(const char *locale) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(locale, id, sizeof id) < 0) return NULL;
    UErrorCode status = U_ZERO_ERROR;
    UNumberFormat *f = unum_open(UNUM_DECIMAL, NULL, 0, id, NULL, &status);
    if (U_FAILURE(status) || !f) return NULL;
    hr_number_format *h = malloc(sizeof *h);
    if (!h) { unum_close(f); return NULL; }
    h->format = f;
    return h;
}

void hr_number_format_close(hr_number_format *format) {
    if (!format) return;
    unum_close(format->format);
    free(format);
}

int32_t hr_number_format_double(hr_number_format *format, double n, int32_t fraction_digits,
                                uint16_t *out, int32_t capacity) {
    if (!format) return -1;
    UErrorCode status = U_ZERO_ERROR;
    if (fraction_digits >= 0) {
        unum_setAttribute(format->format, UNUM_MIN_FRACTION_DIGITS, fraction_digits);
        unum_setAttribute(format->format, UNUM_MAX_FRACTION_DIGITS, fraction_digits);
    } else {
        unum_setAttribute(format->format, UNUM_MIN_FRACTION_DIGITS, 0);
        unum_setAttribute(format->format, UNUM_MAX_FRACTION_DIGITS, 6);
    }
    int32_t len = unum_formatDouble(format->format, n, (UChar *)out, capacity, NULL, &status);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -2;
    return len;
}

int32_t hr_date_format(const char *locale, int32_t date_style, int32_t time_style, double millis,
                       uint16_t *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(locale, id, sizeof id) < 0) return -1;
    if (date_style < -1 || date_style > 3 || time_style < -1 || time_style > 3) return -1;
    if (date_style == -1 && time_style == -1) return -1;
    UErrorCode status = U_ZERO_ERROR;
    static const UChar utc[] = { 'U', 'T', 'C', 0 };
    UDateFormat *f = udat_open((UDateFormatStyle)time_style, (UDateFormatStyle)date_style, id, utc, -1, NULL, 0, &status);
    if (U_FAILURE(status) || !f) return -2;
    int32_t len = udat_format(f, millis, (UChar *)out, capacity, NULL, &status);
    udat_close(f);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -2;
    return len;
}

int32_t hr_relative_date_format(const char *locale, double offset, int32_t unit, int32_t style,
                                uint16_t *out, int32_t capacity) {
    char id[ULOC_FULLNAME_CAPACITY];
    if (to_icu_id(locale, id, sizeof id) < 0) return -1;
    if (unit < 0 || unit > 7 || style < 0 || style > 2) return -1;
    UErrorCode status = U_ZERO_ERROR;
    URelativeDateTimeFormatter *f = ureldatefmt_open(id, NULL, (UDateRelativeDateTimeFormatterStyle)style,
                                                     UDISPCTX_CAPITALIZATION_NONE, &status);
    if (U_FAILURE(status) || !f) return -2;
    int32_t len = ureldatefmt_formatNumeric(f, offset, (URelativeDateTimeUnit)unit, (UChar *)out, capacity, &status);
    ureldatefmt_close(f);
    if (U_FAILURE(status) && status != U_BUFFER_OVERFLOW_ERROR) return -2;
    return len;
}
