#ifndef HEADROOM_CICU_H
#define HEADROOM_CICU_H
/*
 * A small wrapper around the system ICU. Only plain C types cross this header, so Swift code can
 * import it next to Foundation (which bundles its own, renamed ICU) without module clashes.
 * Text is UTF-16 code units; offsets are UTF-16 offsets. A negative return value is an ICU error.
 */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Break iteration ---------------------------------------------------------------------- */

typedef struct hr_breaker hr_breaker;

enum hr_break_kind {
    HR_BREAK_LINE = 0,      /* UAX #14 line-break opportunities, tailored for the locale */
    HR_BREAK_GRAPHEME = 1,  /* extended grapheme cluster boundaries */
    HR_BREAK_WORD = 2       /* word boundaries */
};

/* Opens a break iterator for `locale` (ICU or BCP 47 id, may be NULL). NULL on failure. */
hr_breaker *hr_breaker_open(int32_t kind, const char *locale);
void hr_breaker_close(hr_breaker *breaker);

/*
 * Writes the boundaries after position 0 (so the last one is `length`) into `offsets` and, for
 * line breaks, 1 into `hard` where the break is mandatory (hard may be NULL). Returns the count,
 * or the capacity needed if it exceeds `capacity` (call again with more room), or < 0 on error.
 */
int32_t hr_breaker_boundaries(hr_breaker *breaker, const uint16_t *text, int32_t length,
                              int32_t *offsets, uint8_t *hard, int32_t capacity);

/* ---- Bidi --------------------------------------------------------------------------------- */

/*
 * Resolves embedding levels (UAX #9) for one paragraph. `base` is 0 (LTR), 1 (RTL) or -1 (from the
 * first strong character). Writes one level per UTF-16 unit into `levels` (length `length`) and
 * returns the paragraph level, or < 0 on error.
 */
int32_t hr_bidi_levels(const uint16_t *text, int32_t length, int32_t base, uint8_t *levels);

/* Reorders `count` levels (L2) into a visual-to-logical index map. Returns 0, or < 0 on error. */
int32_t hr_bidi_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visual_to_logical);

/* ---- Script and character properties ------------------------------------------------------ */

/* ICU UScriptCode of a code point (0 = Common, 1 = Inherited), or < 0 on error. */
int32_t hr_script_of(uint32_t codepoint);
/* Writes the ISO 15924 code ("Latn", "Arab", ...) of a UScriptCode into out[5]. 0 on success. */
int32_t hr_script_short_name(int32_t script, char *out);
/* General category mask helpers. */
int32_t hr_is_whitespace(uint32_t codepoint);
int32_t hr_is_default_ignorable(uint32_t codepoint);
int32_t hr_is_emoji_presentation(uint32_t codepoint);
int32_t hr_is_extended_pictographic(uint32_t codepoint);

/* ---- Locales ------------------------------------------------------------------------------ */

/* Canonical BCP 47 tag for an ICU/Apple/BCP 47 id ("zh_Hans" -> "zh-Hans"). Returns length or < 0. */
int32_t hr_locale_to_bcp47(const char *locale, char *out, int32_t capacity);
/* The likely script subtag ("Latn", "Cyrl", "Hant", ...) of a locale. Returns length or < 0. */
int32_t hr_locale_likely_script(const char *locale, char *out, int32_t capacity);
/* The language subtag. Returns length or < 0. */
int32_t hr_locale_language(const char *locale, char *out, int32_t capacity);
/* 1 if the locale's default character order is right-to-left. */
int32_t hr_locale_is_rtl(const char *locale);

/* ---- Plural rules and numbers ------------------------------------------------------------- */

typedef struct hr_plural_rules hr_plural_rules;
/* Cardinal plural rules for the locale. NULL on failure. */
hr_plural_rules *hr_plural_rules_open(const char *locale);
void hr_plural_rules_close(hr_plural_rules *rules);
/* The category keyword ("zero", "one", "two", "few", "many", "other") for n. Returns length. */
int32_t hr_plural_select(hr_plural_rules *rules, double n, char *out, int32_t capacity);
/* The locale's plural categories (uplrules_getKeywords), separated by spaces, e.g. "few many one
   other". Returns the length written, or a negative value on failure. */
int32_t hr_plural_keywords(hr_plural_rules *rules, char *out, int32_t capacity);
/* Like hr_plural_select, for a decimal written with `fraction_digits` visible digits (e.g. 1.0). */
int32_t hr_plural_select_decimal(hr_plural_rules *rules, double n, int32_t fraction_digits,
                                 char *out, int32_t capacity);

typedef struct hr_number_format hr_number_format;
/* A decimal formatter for the locale (grouping on). NULL on failure. */
hr_number_format *hr_number_format_open(const char *locale);
void hr_number_format_close(hr_number_format *format);
/* Formats n with `fraction_digits` fixed fraction digits (-1: as many as needed). UTF-16 out. */
int32_t hr_number_format_double(hr_number_format *format, double n, int32_t fraction_digits,
                                uint16_t *out, int32_t capacity);


/* Dates as DateFormatter shows them: ICU's date and time styles (-1 none, 0 full, 1 long, 2 medium,
   3 short, as UDateFormatStyle) for `locale`, at `millis` since 1970 in UTC. Writes UTF-16 to `out`;
   returns its length, or a negative value on failure. */
int32_t hr_date_format(const char *locale, int32_t date_style, int32_t time_style, double millis,
                       uint16_t *out, int32_t capacity);

/* A relative date as RelativeDateTimeFormatter shows it (numeric, full units): `offset` units
   (0 year, 1 quarter, 2 month, 3 week, 4 day, 5 hour, 6 minute, 7 second, as URelativeDateTimeUnit),
   negative in the past ("3 hours ago"). `style` 0 long, 1 short, 2 narrow. Returns the UTF-16 length
   written, or a negative value on failure. */
int32_t hr_relative_date_format(const char *locale, double offset, int32_t unit, int32_t style,
                                uint16_t *out, int32_t capacity);

#ifdef __cplusplus
}
#endif
#endif
