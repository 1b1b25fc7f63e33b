#ifndef HEADROOM_CTEXTSTACK_H
#define HEADROOM_CTEXTSTACK_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
#include FT_TRUETYPE_TABLES_H
#include FT_OUTLINE_H
#include FT_SFNT_NAMES_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#endif
