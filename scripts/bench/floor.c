/*
 * The floor for text measurement: the least work any engine must do per string.
 *
 *   cc -O2 -o floor scripts/bench/floor.c $(pkg-config --cflags --libs harfbuzz freetype2 icu-uc)
 *   ./floor STRINGS_FILE [REPEAT] FONT [FONT...]
 *
 * STRINGS_FILE holds records "locale \x1f text \0" (what headroom-bench writes). For each string:
 * pick the first FONT with a glyph for the string's first letter (the fonts are opened once, up
 * front), shape the whole string once with HarfBuzz (script, direction and language guessed from
 * the text and set from the locale), and walk ICU's line-break opportunities once (UText over the
 * UTF-8, so no conversion). Prints the number of strings, the CPU seconds spent (best of REPEAT runs,
 * default 3, excluding file reading and font loading) and a checksum of the advances and breaks so
 * the work cannot be optimised away.
 */
#include <hb.h>
#include <hb-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <unicode/ubrk.h>
#include <unicode/utext.h>
#include <unicode/utf8.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { const char *locale; const char *text; int length; } Record;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);  /* CPU time: fair on a shared machine */
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

static char *read_file(const char *path, long *size) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(2); }
    fseek(f, 0, SEEK_END);
    *size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *data = malloc(*size + 1);
    if (fread(data, 1, *size, f) != (size_t)*size) { perror(path); exit(2); }
    data[*size] = 0;
    fclose(f);
    return data;
}

/* First code point that is a letter-ish (not ASCII space, digit or punctuation). */
static UChar32 first_letter(const char *text, int length) {
    int i = 0;
    UChar32 first = 0;
    while (i < length) {
        UChar32 c;
        U8_NEXT(text, i, length, c);
        if (c < 0) continue;
        if (!first) first = c;
        if (c > 0x40 && !(c >= 0x5B && c <= 0x60) && !(c >= 0x7B && c <= 0xBF)) return c;
    }
    return first;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s STRINGS_FILE [REPEAT] FONT [FONT...]\n", argv[0]);
        return 2;
    }
    int argi = 2, repeat = 3;
    if (argc > 3 && atoi(argv[2]) > 0) { repeat = atoi(argv[2]); argi = 3; }

    long size;
    char *data = read_file(argv[1], &size);
    int capacity = 1024, count = 0;
    Record *records = malloc(sizeof(Record) * capacity);
    for (long pos = 0; pos < size;) {
        char *record = data + pos;
        long len = strlen(record);
        char *sep = memchr(record, 0x1f, len);
        if (sep) {
            *sep = 0;
            if (count == capacity) records = realloc(records, sizeof(Record) * (capacity *= 2));
            records[count].locale = record;
            records[count].text = sep + 1;
            records[count].length = (int)(record + len - (sep + 1));
            count++;
        }
        pos += len + 1;
    }

    FT_Library ft;
    FT_Init_FreeType(&ft);
    int nfonts = argc - argi;
    hb_font_t **fonts = malloc(sizeof(hb_font_t *) * nfonts);
    for (int i = 0; i < nfonts; i++) {
        /* A "path#index" argument picks a face of a collection. */
        char path[4096];
        snprintf(path, sizeof path, "%s", argv[argi + i]);
        int index = 0;
        char *hash = strrchr(path, '#');
        if (hash) { *hash = 0; index = atoi(hash + 1); }
        hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
        if (!blob) { fprintf(stderr, "cannot read font %s\n", path); return 2; }
        hb_face_t *face = hb_face_create(blob, index);
        fonts[i] = hb_font_create(face);
        hb_font_set_scale(fonts[i], 17 * 64, 17 * 64);
        hb_face_destroy(face);
        hb_blob_destroy(blob);
    }

    hb_buffer_t *buffer = hb_buffer_create();
    UErrorCode status = U_ZERO_ERROR;
    UText *utext = NULL;
    double best = 1e30;
    unsigned long long checksum = 0;
    const char *open_locale = NULL;
    UBreakIterator *breaker = NULL;
    for (int round = 0; round < repeat; round++) {
        checksum = 0;
        double start = now();
        for (int r = 0; r < count; r++) {
            Record *rec = &records[r];
            /* Font: the first that covers the first letter. */
            UChar32 letter = first_letter(rec->text, rec->length);
            hb_font_t *font = fonts[0];
            hb_codepoint_t glyph;
            for (int i = 0; i < nfonts; i++) {
                if (hb_font_get_nominal_glyph(fonts[i], letter, &glyph)) { font = fonts[i]; break; }
            }
            /* Shape once. */
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf8(buffer, rec->text, rec->length, 0, rec->length);
            hb_buffer_set_language(buffer, hb_language_from_string(rec->locale, -1));
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(font, buffer, NULL, 0);
            unsigned int n;
            hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buffer, &n);
            long advance = 0;
            for (unsigned int i = 0; i < n; i++) advance += pos[i].x_advance;
            checksum += (unsigned long long)advance;
            /* Walk ICU's line breaks once (one breaker per locale run, as an engine would cache). */
            if (!breaker || strcmp(open_locale, rec->locale) != 0) {
                if (breaker) ubrk_close(breaker);
                status = U_ZERO_ERROR;
                breaker = ubrk_open(UBRK_LINE, rec->locale, NULL, 0, &status);
                open_locale = rec->locale;
            }
            status = U_ZERO_ERROR;
            utext = utext_openUTF8(utext, rec->text, rec->length, &status);
            ubrk_setUText(breaker, utext, &status);
            for (int32_t b = ubrk_first(breaker); b != UBRK_DONE; b = ubrk_next(breaker)) checksum += (unsigned)b;
        }
        double elapsed = now() - start;
        if (elapsed < best) best = elapsed;
    }
    printf("{\"strings\": %d, \"seconds\": %.6f, \"checksum\": %llu}\n", count, best, checksum);
    return 0;
}
