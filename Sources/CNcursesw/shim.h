#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

/* The wide-character API (get_wch, setcchar, cchar_t, mvwadd_wch, ...) is only declared when
   NCURSES_WIDECHAR is 1. SwiftPM drops the -D_XOPEN_SOURCE=600 that ncursesw.pc would supply,
   so define it here, before curses.h. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* glibc declares wcwidth() only under _XOPEN_SOURCE, which the Glibc module is not built with. */
extern int wcwidth(wchar_t c);
static inline int cn_wcwidth(int c) { return wcwidth((wchar_t)c); }

/* Globals are not concurrency-safe in Swift 6 mode: read them through functions. */
static inline WINDOW *cn_stdscr(void) { return stdscr; }

/* Function-like and bit macros are not imported into Swift. */
static inline int cn_KEY_F(int n) { return KEY_F(n); }
static inline int cn_KEY_F0(void) { return KEY_F0; }
static inline int cn_COLOR_PAIR(int n) { return (int)COLOR_PAIR(n); }
static inline int cn_CCHARW_MAX(void) { return CCHARW_MAX; }

static inline attr_t cn_A_NORMAL(void) { return A_NORMAL; }
static inline attr_t cn_A_BOLD(void) { return A_BOLD; }
static inline attr_t cn_A_DIM(void) { return A_DIM; }
static inline attr_t cn_A_REVERSE(void) { return A_REVERSE; }
static inline attr_t cn_A_UNDERLINE(void) { return A_UNDERLINE; }
static inline attr_t cn_A_STANDOUT(void) { return A_STANDOUT; }
static inline attr_t cn_A_ITALIC(void) { return A_ITALIC; }
static inline attr_t cn_A_ATTRIBUTES(void) { return A_ATTRIBUTES; }
static inline attr_t cn_A_COLOR(void) { return A_COLOR; }

static inline mmask_t cn_ALL_MOUSE_EVENTS(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t cn_REPORT_MOUSE_POSITION(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t cn_BUTTON_PRESSED(int button) {
    switch (button) {
    case 1: return BUTTON1_PRESSED; case 2: return BUTTON2_PRESSED; case 3: return BUTTON3_PRESSED;
    case 4: return BUTTON4_PRESSED; case 5: return BUTTON5_PRESSED; default: return 0;
    }
}
static inline mmask_t cn_BUTTON_RELEASED(int button) {
    switch (button) {
    case 1: return BUTTON1_RELEASED; case 2: return BUTTON2_RELEASED; case 3: return BUTTON3_RELEASED;
    case 4: return BUTTON4_RELEASED; case 5: return BUTTON5_RELEASED; default: return 0;
    }
}
static inline mmask_t cn_BUTTON_CLICKED(int button) {
    switch (button) {
    case 1: return BUTTON1_CLICKED; case 2: return BUTTON2_CLICKED; case 3: return BUTTON3_CLICKED;
    case 4: return BUTTON4_CLICKED; case 5: return BUTTON5_CLICKED; default: return 0;
    }
}
static inline mmask_t cn_BUTTON_DOUBLE_CLICKED(int button) {
    switch (button) {
    case 1: return BUTTON1_DOUBLE_CLICKED; case 2: return BUTTON2_DOUBLE_CLICKED;
    case 3: return BUTTON3_DOUBLE_CLICKED; default: return 0;
    }
}

/* nl_langinfo's CODESET comes in as Int; this returns the codeset name directly. */
static inline const char *cn_codeset(void) { return nl_langinfo(CODESET); }

#endif
