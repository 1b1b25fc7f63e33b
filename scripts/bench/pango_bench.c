/*
 * Pango laying out the same strings as headroom-bench, for the speed comparison.
 *
 *   cc -O2 -o pango_bench scripts/bench/pango_bench.c $(pkg-config --cflags --libs pangoft2)
 *   ./pango_bench STRINGS_FILE SIZES WIDTH [REPEAT] [FAMILY]
 *
 * STRINGS_FILE holds records "locale \x1f text \0"; SIZES is one point size or a comma list (e.g.
 * the 12 Dynamic Type sizes of a style: every string is laid out at each). For each string and
 * size: set the text, the language and the size on a reused PangoLayout (PangoFT2 font map at 72 dpi, so 1 pt = 1 px, unrounded glyph positions,
 * WORD_CHAR wrapping at WIDTH), then ask for the line count and the logical extents, which forces
 * itemization, font fallback (fontconfig), shaping and line breaking. Prints strings, the best of
 * REPEAT (default 3) CPU times in seconds, and a checksum of the line counts and heights.
 */
#include <pango/pangoft2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);  /* CPU time: fair on a shared machine */
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s STRINGS_FILE SIZES WIDTH [REPEAT] [FAMILY]\n", argv[0]);
        return 2;
    }
    double sizes[64];
    int nsizes = 0;
    for (char *p = argv[2]; *p && nsizes < 64;) {
        sizes[nsizes++] = strtod(p, &p);
        if (*p == ',') p++; else break;
    }
    double width = atof(argv[3]);
    int repeat = argc > 4 ? atoi(argv[4]) : 3;
    const char *family = argc > 5 ? argv[5] : "Inter";

    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    fseek(f, 0, SEEK_END);
    long length = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *data = malloc(length + 1);
    if (fread(data, 1, length, f) != (size_t)length) { perror(argv[1]); return 2; }
    data[length] = 0;
    fclose(f);

    int capacity = 1024, count = 0;
    const char **locales = malloc(sizeof(char *) * capacity);
    const char **texts = malloc(sizeof(char *) * capacity);
    for (long pos = 0; pos < length;) {
        char *record = data + pos;
        long len = strlen(record);
        char *sep = memchr(record, 0x1f, len);
        if (sep) {
            *sep = 0;
            if (count == capacity) {
                capacity *= 2;
                locales = realloc(locales, sizeof(char *) * capacity);
                texts = realloc(texts, sizeof(char *) * capacity);
            }
            locales[count] = record;
            texts[count] = sep + 1;
            count++;
        }
        pos += len + 1;
    }

    PangoFontMap *fontmap = pango_ft2_font_map_new();
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(fontmap), 72, 72);
    PangoContext *context = pango_font_map_create_context(fontmap);
    pango_context_set_round_glyph_positions(context, FALSE);
    PangoFontDescription *desc = pango_font_description_new();
    pango_font_description_set_family(desc, family);
    pango_font_description_set_absolute_size(desc, sizes[0] * PANGO_SCALE);
    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_font_description(layout, desc);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_width(layout, (int)(width * PANGO_SCALE));

    /* Warm-up: load the fonts fontconfig picks, so the timing is layout, not file loading. */
    for (int i = 0; i < count; i++) {
        pango_layout_set_text(layout, texts[i], -1);
        pango_layout_get_line_count(layout);
    }

    double best = 1e30;
    unsigned long long checksum = 0;
    for (int round = 0; round < repeat; round++) {
        checksum = 0;
        double start = now();
        const char *current = NULL;
        for (int i = 0; i < count; i++) {
            if (!current || strcmp(current, locales[i]) != 0) {
                pango_context_set_language(context, pango_language_from_string(locales[i]));
                pango_layout_context_changed(layout);
                current = locales[i];
            }
            pango_layout_set_text(layout, texts[i], -1);
            for (int s = 0; s < nsizes; s++) {
                if (nsizes > 1) {
                    pango_font_description_set_absolute_size(desc, sizes[s] * PANGO_SCALE);
                    pango_layout_set_font_description(layout, desc);
                }
                PangoRectangle logical;
                pango_layout_get_extents(layout, NULL, &logical);
                checksum += (unsigned long long)pango_layout_get_line_count(layout) + (unsigned)logical.height;
            }
        }
        double elapsed = now() - start;
        if (elapsed < best) best = elapsed;
    }
    printf("{\"strings\": %d, \"sizes\": %d, \"seconds\": %.6f, \"checksum\": %llu}\n", count, nsizes, best, checksum);
    return 0;
}
