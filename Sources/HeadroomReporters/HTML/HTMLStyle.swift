/// The page's inline style sheet: light and dark palettes (WCAG AA contrast), relative units so the
/// page reflows at 200% zoom, visible focus, and print rules.
enum HTMLStyle {
    static let css = #"""
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1f;--muted:#50505a;--card:#f6f6f8;--border:#b8b8c2;--accent:#0b57d0;--focus:#0b57d0;--bad:#b3261e;--bad-bg:#fde7e6;--warn:#7a4a00;--warn-bg:#fff1d6;--info:#3c4a8a;--info-bg:#e8ebfa;--over:#b3261e;--over-text:#8c1d18;--hatch:#f6d5d2;--box:#1b1b1f}
@media (prefers-color-scheme:dark){:root{--bg:#121316;--fg:#e6e6ea;--muted:#b0b0ba;--card:#1d1e22;--border:#55565e;--accent:#8ab4f8;--focus:#8ab4f8;--bad:#f2b8b5;--bad-bg:#4a2220;--warn:#f3c36b;--warn-bg:#3d2e10;--info:#c3cbf5;--info-bg:#262c4d;--over:#f28b82;--over-text:#ffb4ab;--hatch:#3f1d1b;--box:#e6e6ea}}
*{box-sizing:border-box}
html{font-size:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
a{color:var(--accent)}
:focus-visible{outline:.2rem solid var(--focus);outline-offset:.15rem}
.skip{position:absolute;left:-999rem}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem;z-index:2}
header,main,footer{max-width:80rem;margin:0 auto;padding:1rem}
header h1{margin:.5rem 0;font-size:1.75rem;line-height:1.2}
h2{font-size:1.35rem;margin:2rem 0 .75rem}
h3{font-size:1.05rem;margin:0 0 .25rem;overflow-wrap:anywhere}
.lede,.meta{color:var(--muted)}
nav ul{list-style:none;padding:0;margin:.5rem 0;display:flex;flex-wrap:wrap;gap:.25rem .9rem}
.table-wrap{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;margin:.5rem 0 1rem}
caption{caption-side:top;text-align:start;color:var(--muted);padding:.25rem 0}
th,td{border:1px solid var(--border);padding:.3rem .55rem;text-align:start;vertical-align:top}
thead th{background:var(--card)}
td.num{text-align:end;font-variant-numeric:tabular-nums}
td.hot{background:var(--bad-bg);font-weight:600}
.filters{display:flex;flex-wrap:wrap;gap:.75rem 1.25rem;align-items:end;padding:.75rem 1rem;margin:0 0 1rem;background:var(--card);border:1px solid var(--border);border-radius:.5rem}
.filters label{display:block;font-size:.875rem;font-weight:600}
.filters>div{min-width:0;max-width:100%}
select,input[type=search]{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:.3rem;padding:.3rem .45rem;max-width:100%}
input[type=search]{width:18rem}
html:not(.js) .needs-js{display:none}
#status{font-weight:600;margin:.5rem 0}
.card{border:1px solid var(--border);border-radius:.5rem;padding:1rem;margin:0 0 1rem;background:var(--bg);content-visibility:auto;contain-intrinsic-size:auto 30rem}
.card[hidden]{display:none}
.where{margin:0 0 .5rem;color:var(--muted);font-size:.9rem;overflow-wrap:anywhere}
.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,24rem),1fr));gap:1rem}
dl.texts{margin:0;display:grid;grid-template-columns:minmax(5rem,max-content) 1fr;gap:.3rem .75rem}
dl.texts dt{font-weight:600;color:var(--muted)}
dl.texts dd{margin:0;overflow-wrap:anywhere;white-space:pre-wrap}
.tr{font-size:1.1rem}
code{font-family:ui-monospace,"SF Mono",Menlo,Consolas,monospace;font-size:.95em}
.badges{margin:.5rem 0;display:flex;flex-wrap:wrap;gap:.35rem}
.badge{display:inline-block;border:1px solid currentColor;border-radius:1rem;padding:0 .6rem;font-size:.875rem}
.v-truncates{color:var(--bad);background:var(--bad-bg)}
.v-reflow{color:var(--warn);background:var(--warn-bg)}
.v-missing-glyphs,.v-untranslated{color:var(--info);background:var(--info-bg)}
.advice{margin:.5rem 0;padding:.5rem .75rem;border-inline-start:.25rem solid var(--accent);background:var(--card)}
.advice p{margin:.15rem 0}
.preview label{font-weight:600;margin-inline-end:.5rem}
.frame-head{margin:.5rem 0 .25rem;font-size:.95rem}
.layouts{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
figure{margin:0;max-width:100%}
figcaption{font-size:.875rem;color:var(--muted)}
svg.pv{display:block;max-width:100%;height:auto;color:var(--fg);overflow:visible}
svg.pv .box{fill:none;stroke:var(--box);stroke-width:1}
svg.pv .spill{fill:url(#hatch);stroke:var(--over);stroke-width:1;stroke-dasharray:4 3}
svg.pv .limit{stroke:var(--over);stroke-width:1.5}
svg.pv .ln{fill:var(--fg)}
svg.pv .ln.over{fill:var(--over-text)}
svg.pv .ell{fill:var(--accent)}
.hatch-line{stroke:var(--hatch);stroke-width:2}
svg.defs{position:absolute;width:0;height:0;overflow:hidden}
.legend{font-size:.85rem;color:var(--muted);margin:.25rem 0 0}
table.grid{font-size:.85rem;margin:.5rem 0}
.grid th,.grid td{padding:.15rem .3rem;text-align:center}
.grid th[scope=row]{overflow-wrap:anywhere;min-width:4rem}
@media (max-width:40rem){.grid thead th+th{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;text-align:start}}
.grid th[scope=row]{text-align:start;font-weight:400}
.grid .large{box-shadow:inset 0 0 0 .15rem var(--accent)}
.grid thead th.large{font-weight:700}
.grid td.v-fits{color:var(--muted);background:none}
.grid a.cell{display:block;text-decoration:none;color:inherit;font-weight:700}
.grid a.cell[aria-current]{outline:.15rem solid var(--focus)}
.ph{background:var(--info-bg);color:var(--info);border-radius:.2rem;padding:0 .1rem;font-family:ui-monospace,Menlo,Consolas,monospace}
dd.none{color:var(--muted);font-style:italic}
.variant{font-size:.85rem;font-weight:400;border:1px solid var(--border);border-radius:.3rem;padding:0 .3rem}
.sev{font-size:.75rem;font-weight:400;text-transform:uppercase;color:var(--muted)}
.card[data-severity=error] .sev{color:var(--bad)}
.preview[hidden]{display:none}
.pv-device{font-weight:600;margin:.25rem 0}
.empty{padding:1rem;border:1px dashed var(--border);border-radius:.5rem}
.card.design{border-style:dashed}
.kind{font-size:.75rem;font-weight:600;text-transform:uppercase;border:1px dashed currentColor;border-radius:.3rem;padding:0 .3rem;color:var(--muted)}
.design-label{margin:.25rem 0 .5rem;color:var(--muted)}
.confirm{margin:.25rem 0 .5rem;padding:.25rem .5rem;color:var(--warn);background:var(--warn-bg);border-radius:.3rem;font-size:.9rem}
.evidence{margin:0 0 .5rem;font-size:.875rem}.evidence summary{color:var(--muted);cursor:pointer}
.evidence dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem .75rem;margin:.25rem 0}.evidence dt{font-weight:600;color:var(--muted)}.evidence dd{margin:0;overflow-wrap:anywhere}.evidence .ev-estimate{color:var(--warn)}
.acts{margin:0 0 .25rem;display:flex;gap:.75rem;align-items:center;font-size:.875rem}
button{font:inherit;color:var(--fg);background:var(--card);border:1px solid var(--muted);border-radius:.3rem;padding:.1rem .5rem;cursor:pointer}
.grid td.design{background:repeating-linear-gradient(135deg,transparent 0 .25rem,var(--card) .25rem .5rem)}
figure.in-use figcaption{color:var(--fg);font-weight:600}
figure.in-use{outline:.15rem solid var(--accent);outline-offset:.25rem}
.frame.design .frame-head{color:var(--muted)}
.grid-legend span{white-space:nowrap}
.try{margin:.5rem 0}
.try textarea{display:block;width:100%;font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--muted);border-radius:.3rem;padding:.3rem}
@media print{
 .filters,.skip,nav,.preview select,.preview label,#status,template{display:none!important}
 body{background:#fff;color:#000}
 .card{content-visibility:visible;contain-intrinsic-size:none;break-inside:avoid;page-break-inside:avoid;border-color:#777}
 .card h3,.where{break-after:avoid}
 figure,table.grid,dl.texts,.advice{break-inside:avoid}
 .cols{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:.75rem}
 .cols>*{min-width:0;overflow:hidden}
 table.grid{font-size:.7rem}
 .grid thead th+th{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;text-align:start}
 svg.pv{max-width:100%;height:auto}
 .try,.acts,.serve-hint{display:none!important}
 .card[hidden],.preview[hidden],.frame[hidden]{display:none!important}
 .table-wrap{overflow:visible}
 a{color:#000}
}
@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto}}
"""#
}
