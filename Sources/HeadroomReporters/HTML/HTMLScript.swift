/// The page's inline script: filters (locale, component, verdict, debounced search) that toggle
/// `hidden` on the string cards and update the counts (naming the cards a filter hides by who must
/// act, with a button to show them), the order (overflow, key, screen), copying a key, the "try"
/// box that asks `headroom serve` to measure a text in the card's boxes, the per-card size control that draws another
/// frame from its JSON recipe and the string's glyph data (the same markup `HTMLPreview.svg` writes), and `#locale=de&verdict=reflow&q=…` in the address
/// to set the filters (bookmarkable, and a hook for the browser test).
enum HTMLScript {
    /// Marks the document as scripted before first paint, so script-only controls show.
    static let head = "document.documentElement.className='js';"

    static let body = #"""
(function(){
'use strict';
window.addEventListener('load',function(){
 var d=document.documentElement;
 d.setAttribute('data-load-ms',String(Math.round(performance.now())));
 d.setAttribute('data-overflow-x',d.scrollWidth>window.innerWidth+1?'yes':'no');
});
var list=document.getElementById('strings');
if(!list)return;
var cards=Array.prototype.slice.call(list.querySelectorAll('article.card'));
var total=cards.length;
var ctl={locale:document.getElementById('f-locale'),component:document.getElementById('f-component'),verdict:document.getElementById('f-verdict'),cause:document.getElementById('f-cause'),q:document.getElementById('f-q'),size:document.getElementById('f-size'),sort:document.getElementById('f-sort')};
var status=document.getElementById('status'),more=document.getElementById('show-hidden');
var texts=null;
function textOf(i){
 if(!texts){texts=cards.map(function(c){var s='';c.querySelectorAll('[data-s]').forEach(function(e){s+=e.textContent+'\n';});return s.toLowerCase();});}
 return texts[i];
}
function val(k){return ctl[k]?ctl[k].value:'';}
function fmt(n){return String(n).replace(/\B(?=(\d{3})+(?!\d))/g,',');}
// A filter never hides a card silently: the cards that match everything but "who must act" are
// counted in the status line, with a button that shows them.
function apply(){
 var l=val('locale'),c=val('component'),v=val('verdict'),w=val('cause'),q=val('q').trim().toLowerCase();
 var n=0,m=0;
 for(var i=0;i<total;i++){
  var e=cards[i],d=e.dataset;
  var rest=(!l||d.locale===l)&&(!c||d.component===c)&&(!v||(' '+d.verdicts+' ').indexOf(' '+v+' ')>=0)&&(!q||textOf(i).indexOf(q)>=0);
  var show=rest&&(!w||d.cause===w);
  if(e.hidden===show)e.hidden=!show;
  if(show)n++;else if(rest)m++;
 }
 list.setAttribute('data-visible-count',String(n));
 list.setAttribute('data-hidden-by-cause',String(m));
 var t='Showing '+fmt(n)+' of '+fmt(total)+' text'+(total===1?'':'s');
 if(m)t+='. '+fmt(m)+' more card'+(m===1?' is a design card':'s are design cards')+(w==='design'?' for translators':'')+' (hidden by “Who must act”)';
 if(m&&w==='translation')t='Showing '+fmt(n)+' of '+fmt(total)+' texts. '+fmt(m)+' more card'+(m===1?' is a design card':'s are design cards')+': the English does not fit either';
 if(m&&w==='design')t='Showing '+fmt(n)+' of '+fmt(total)+' texts. '+fmt(m)+' more card'+(m===1?' is':'s are')+' for translators';
 if(status)status.textContent=t;
 if(more){more.hidden=!m;more.textContent='Show '+(m===1?'it':'them');}
}
if(more)more.addEventListener('click',function(){if(ctl.cause)ctl.cause.value='';apply();writeHash();});
// The order: as written (most overflow first), by key, or by screen then key.
function sortCards(){
 var k=val('sort'),a=cards.slice();
 if(k==='key')a.sort(function(x,y){return x.dataset.key<y.dataset.key?-1:x.dataset.key>y.dataset.key?1:(+x.dataset.order)-(+y.dataset.order);});
 else if(k==='screen')a.sort(function(x,y){var p=x.dataset.component,q=y.dataset.component;return p<q?-1:p>q?1:x.dataset.key<y.dataset.key?-1:x.dataset.key>y.dataset.key?1:0;});
 else a.sort(function(x,y){return (+x.dataset.order)-(+y.dataset.order);});
 a.forEach(function(c){list.appendChild(c);});
}
function writeHash(){
 var p=[];
 ['locale','component','verdict','cause','q','size','sort'].forEach(function(k){var x=val(k).trim();if(x)p.push(k+'='+encodeURIComponent(x));});
 try{history.replaceState(null,'',p.length?'#'+p.join('&'):location.pathname+location.search);}catch(e){}
}
function readHash(){
 var h=location.hash.replace(/^#/,'');
 if(!h||h.indexOf('=')<0)return;
 Object.keys(ctl).forEach(function(k){if(ctl[k])ctl[k].value='';});
 h.split('&').forEach(function(pair){
  var i=pair.indexOf('=');if(i<0)return;
  var k=pair.slice(0,i),x;
  try{x=decodeURIComponent(pair.slice(i+1).replace(/\+/g,' '));}catch(e){return;}
  var el=ctl[k];if(!el)return;
  if(el.tagName==='SELECT'){for(var j=0;j<el.options.length;j++){if(el.options[j].value===x){el.value=x;break;}}}
  else el.value=x;
 });
}
var timer=0;
['locale','component','verdict','cause'].forEach(function(k){if(ctl[k])ctl[k].addEventListener('change',function(){apply();writeHash();});});
if(ctl.sort)ctl.sort.addEventListener('change',function(){sortCards();writeHash();});
if(ctl.q)ctl.q.addEventListener('input',function(){clearTimeout(timer);timer=setTimeout(function(){apply();writeHash();},150);});
window.addEventListener('hashchange',function(){readHash();apply();sortCards();applySize();});
function materialize(card){
 if(card._drawn)return;card._drawn=true;
 card.querySelectorAll('.frames > noscript').forEach(function(ns){ns.parentNode.insertAdjacentHTML('beforeend',ns.textContent);});
 card.querySelectorAll('.preview').forEach(sizeOptions);
}
// A preview block's other frames, as recipes (HTMLPage writes them after the shown one).
function framesOf(block){
 var data=block.querySelector('script.fd');if(!data)return [];
 if(!data._frames){try{data._frames=JSON.parse(data.textContent);}catch(e){data._frames=[];}}
 return data._frames;
}
// A block's size control: one option per frame in size order, `Large (17 pt) — truncated`, the
// shown frame from the control's attributes, the others from their recipes; sizes are named and
// ordered as in the page's size filter.
function sizeOptions(block){
 var s=block.querySelector('select.cat');if(!s||s.options.length)return;
 var names={},order={};
 if(ctl.size)for(var j=0;j<ctl.size.options.length;j++){var o=ctl.size.options[j];names[o.value]=o.textContent;order[o.value]=j;}
 var want=s.getAttribute('data-default');
 var list=[{c:want,p:+s.getAttribute('data-pt'),v:s.getAttribute('data-v')}].concat(framesOf(block).map(function(f){return {c:f.c,p:f.r[0][8],v:f.v};}));
 list.sort(function(a,b){return (order[a.c]||0)-(order[b.c]||0);});
 list.forEach(function(f){var on=f.c===want;s.add(new Option((names[f.c]||f.c)+' ('+num(f.p)+' pt) \u2014 '+f.v,f.c,on,on));});
}
// A card has one preview block per device (and component element) where its text fails.
function showFrame(card,want){
 materialize(card);
 card.querySelectorAll('.preview').forEach(function(b){showBlock(b,want);});
}
function showBlock(block,want){
 var s=block.querySelector('select.cat');if(!s)return;
 if(!want)want=s.getAttribute('data-default');
 var ok=false;for(var j=0;j<s.options.length;j++){if(s.options[j].value===want){ok=true;break;}}
 if(!ok)return;
 s.value=want;
 var box=block.querySelector('.frames'),found=null;
 box.querySelectorAll('.frame:not(.try-frame)').forEach(function(f){var on=f.getAttribute('data-cat')===want;if(f.hidden===on)f.hidden=!on;if(on)found=f;});
 if(!found){
  framesOf(block).forEach(function(f){
   if(f.c!==want)return;
   var h=f.r[0];
   var head=' ('+num(h[8])+' pt): '+f.v+' \u2014 '+lines(h[9])+(h[10]===0?', no limit':', '+h[10]+' allowed')+(f.d?' \u2014 the English is cut here too: for the designers':'');
   var html='<div class="frame'+(f.d?' design':'')+'" data-cat="'+esc(f.c)+'"><p class="frame-head"><strong>'+esc(f.n)+'</strong>'+esc(head)+'</p><div class="layouts">';
   var g=glyphData(block);
   f.r.forEach(function(r,i){
    var cap=r[1]===2?'Vertical layout, '+num(r[4])+' pt wide: '+lines(r[9])+(r[10]===0?'':', '+r[10]+' allowed'):(r[1]===1?'Horizontal layout':'Layout')+', '+num(r[4])+' pt wide';
    var used=f.r.length>1&&r[1]===f.u;
    html+='<figure'+(used?' class="in-use"':'')+'><figcaption>'+esc(cap+(used?' (in use at this size)':''))+'</figcaption>'+svgMarkup(r,g,f.n)+'</figure>';
   });
   if(f.s)html+='<figure class="english"><figcaption>'+esc(f.sc)+'</figcaption>'+svgMarkup(f.s,glyphData(block,'data-gs'),f.n)+'</figure>';
   box.insertAdjacentHTML('beforeend',html+'</div></div>');
  });
 }
 var card=block.closest('article.card');if(card&&card._try)drawTry(card,block);
}
function esc(t){return String(t).replace(/&/g,'&amp;').replace(/</g,'&lt;').replace(/>/g,'&gt;').replace(/"/g,'&quot;').replace(/'/g,'&#39;');}
// A string's glyphs, once per string (HTMLPreview.glyphData): per shaping, clusters of glyphs with
// advances and offsets in 1/1000 em (and the tracked characters, word spaces and digits each adds
// spacing for), and the ellipsis glyphs of each face.
function glyphData(block,attr){
 var id=block.getAttribute(attr||'data-g'),el=id?document.getElementById(id):null;if(!el)return null;
 if(!el._g){try{el._g=parseGlyphs(JSON.parse(el.textContent));}catch(x){el._g=[];}}
 return el._g;
}
function parseGlyphs(data){
 var tok=function(t){var q=t.split(':');return {o:q[0],a:+q[1],x:q.length>2?+q[2]:0,y:q.length>2?+q[3]:0};};
 return data.map(function(sh){
  var e={};Object.keys(sh[1]).forEach(function(k){e[k]=sh[1][k].split(',').map(tok);});
  return {c:sh[0].split(' ').map(function(c){var p=c.split('/');return {g:p[0]?p[0].split(',').map(tok):[],t:p.length>1?+p[1]:1,s:p.length>2?+p[2]:0,f:p.length>3?+p[3]:0};}),e:e};
 });
}
// One line placed as BoxRendering.place does: the pen runs over the clusters in visual order
// (runs a+n left to right, a-n right to left), the ellipsis at its end (first when right-to-left),
// a right-to-left line aligned right.
function placeLine(r,sh,l){
 var em=r[8]/1000,pen=0,gl=[],el=[],ex=null,cut=l.length>4;
 function ell(){ex=pen;var x=pen;(sh.e[l[4]]||[]).forEach(function(q){if(q.o!=='-')el.push([q.o,x,0]);x+=q.a*em;});pen+=l[5];}
 if(cut&&l[3])ell();
 (l[2]?l[2].split(' '):[]).forEach(function(run){
  var m=/^(\d+)([+-])(\d+)$/.exec(run);if(!m)return;
  var a=+m[1],n=+m[3],d=m[2]==='+'?1:-1;
  for(var i=0;i<n;i++){var cl=sh.c[a+d*i];if(!cl)continue;cl.g.forEach(function(q){if(q.o!=='-')gl.push([q.o,pen+q.x*em,-q.y*em]);pen+=q.a*em;});pen+=cl.t*r[12]+cl.s*r[13]+cl.f*r[14];}
 });
 if(cut&&!l[3])ell();
 var off=l[3]?Math.max(0,r[4]-pen):0;
 return {g:gl,e:el,x:ex===null?null:ex+off,o:off};
}
function uses(list,off,k){
 var s='';
 list.forEach(function(q){var x=Math.round((q[1]+off)/k),y=Math.round(q[2]/k);s+='<use href="#o'+q[0]+'" x="'+x+'"'+(y?' y="'+y+'"/>':'/>');});
 return s;
}
function num(x){return String(Math.round(x*100)/100);}
function lines(n){return n+' line'+(n===1?'':'s');}
// The label HTMLPreview.label writes.
function label(r,n){
 var s=['Text','Horizontal','Vertical'][r[1]]+' layout at '+n+' ('+num(r[8])+' pt) in a '+num(r[4])+' pt box: '+lines(r[9])+', '+(r[10]===0?'no line limit':r[10]+' allowed');
 var vis=r[15].filter(function(l){return !l[1];}).length,hid=r[9]-vis;
 if(r[0]===0)return s+'; fits';
 s+='; cut with an ellipsis in line '+vis+' (\u201c'+r[0]+'\u201d)';
 return hid>0?s+', '+hid+' more line'+(hid===1?'':'s')+' hidden':s;
}
function svgMarkup(r,g,n){
 var k=r[8]/1000,ks=String(k),m=4,sh=g?g[r[11]]:null,ell='',dots='';
 var s='<svg class="pv" role="img" aria-label="'+esc(label(r,n))+'" viewBox="-'+m+' -'+m+' '+r[2]+' '+r[3]+'" width="'+num(r[2]*1.5)+'" height="'+num(r[3]*1.5)+'" data-lines="'+r[9]+'" data-allowed="'+r[10]+'">';
 s+='<rect class="box" x="0" y="0" width="'+r[4]+'" height="'+r[5]+'"/>';
 if(r[6])s+='<rect class="spill" x="0" y="'+r[5]+'" width="'+r[4]+'" height="'+r[6]+'"/>';
 r[15].forEach(function(l){
  var p=sh?placeLine(r,sh,l):{g:[],e:[],x:null,o:0};
  s+='<g class="'+(l[1]?'ln over':'ln')+'" transform="translate(0 '+l[0]+') scale('+ks+')">'+uses(p.g,p.o,k)+'</g>';
  if(p.x===null)return;
  if(p.e.length){ell='<g class="ell" transform="translate(0 '+l[0]+') scale('+ks+')">'+uses(p.e,p.o,k)+'</g>';}
  else{var rad=r[8]*0.06;dots='<g class="ell">'+[0.16,0.42,0.68].map(function(t){return '<circle cx="'+num(p.x+t*r[8])+'" cy="'+num(l[0]-rad)+'" r="'+num(rad)+'"/>';}).join('')+'</g>';}
 });
 s+=ell+dots;
 if(r[7])s+='<line class="limit" x1="0" y1="'+r[5]+'" x2="'+r[4]+'" y2="'+r[5]+'"/>';
 return s+'</svg>';
}
function applySize(){var v=val('size');for(var i=0;i<total;i++)showFrame(cards[i],v);}
list.addEventListener('change',function(ev){
 var s=ev.target;if(!s.classList||!s.classList.contains('cat'))return;
 var card=s.closest('article.card'),block=s.closest('.preview');if(card&&block){materialize(card);showBlock(block,s.value);}
});
// A cell of the grid opens the preview of its device at its size.
list.addEventListener('click',function(ev){
 var a=ev.target.closest?ev.target.closest('a.cell'):null;if(!a)return;
 var card=a.closest('article.card'),block=document.getElementById(a.getAttribute('data-b'));if(!card||!block)return;
 ev.preventDefault();
 materialize(card);
 card.querySelectorAll('.preview').forEach(function(b){if(b.hidden!==(b!==block))b.hidden=(b!==block);});
 showBlock(block,a.getAttribute('data-c'));
 card.querySelectorAll('a.cell[aria-current]').forEach(function(c){c.removeAttribute('aria-current');});
 a.setAttribute('aria-current','true');
 if(block.scrollIntoView)block.scrollIntoView({block:'nearest'});
});
if(ctl.size)ctl.size.addEventListener('change',function(){applySize();writeHash();});
// Draw each card's first frame when it comes near the screen (and all shown ones before printing).
if('IntersectionObserver' in window){
 var io=new IntersectionObserver(function(entries){entries.forEach(function(e){if(e.isIntersecting){materialize(e.target);io.unobserve(e.target);}});},{rootMargin:'100% 0px'});
 cards.forEach(function(c){io.observe(c);});
}else{cards.forEach(materialize);}
window.addEventListener('beforeprint',function(){cards.forEach(function(c){if(!c.hidden)materialize(c);});});
// Copy a card's key.
list.addEventListener('click',function(ev){
 var b=ev.target.closest?ev.target.closest('button.copy'):null;if(!b)return;
 var k=b.getAttribute('data-copy'),done=function(){b.textContent='Copied';setTimeout(function(){b.textContent='Copy key';},1500);};
 if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(k).then(done,function(){});}
 else{var t=document.createElement('textarea');t.value=k;document.body.appendChild(t);t.select();try{document.execCommand('copy');done();}catch(e){}t.remove();}
});
// The try box: with `headroom serve` the text is measured in the card's boxes at every size, and
// the grid's cells and the advice redraw from the answer; served from disk it says how to start it.
var served=location.protocol==='http:'||location.protocol==='https:';
function tryText(card,area){
 var out=card.querySelector('.try-out'),tb=card.querySelector('script.tb');if(!out||!tb)return;
 var seq=(area._seq||0)+1;area._seq=seq;
 var t0=performance.now();
 fetch('/try',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({text:area.value,locale:card.dataset.locale,boxes:JSON.parse(tb.textContent)})})
 .then(function(r){return r.json().then(function(j){return {ok:r.ok,j:j};});})
 .then(function(x){
  if(seq!==area._seq)return;
  if(!x.ok){out.textContent=x.j&&x.j.error?x.j.error:'The server could not measure this text.';return;}
  redraw(card,x.j);
  var ms=Math.round(performance.now()-t0);card.setAttribute('data-try-ms',String(ms));
  var bad=x.j.boxes.filter(function(b){return b.v!=='fits';});
  out.textContent=(bad.length?'Cut in '+bad.length+' of '+x.j.boxes.length+' boxes':'Fits in all '+x.j.boxes.length+' boxes')+' ('+x.j.characters+' characters).';
 },function(){if(seq===area._seq)out.textContent='The server did not answer: is headroom serve still running?';});
}
// The answer's verdicts into the grid: each cell takes its size's verdicts, a collapsed column the worst.
var marks={fits:'\u2713',truncates:'\u2715',borderline:'\u2248','breaks-word':'\u21e5','no-room':'\u2205',reflow:'\u2195',shrinks:'\u2198'};
function redraw(card,answer){
 var sent=JSON.parse(card.querySelector('script.tb').textContent),by={};
 answer.boxes.forEach(function(b,i){var x=sent[i];if(x)by[x[0]+'|'+x[1]+'|'+x[2]+'\u0001'+x[3]]=b;});
 card.querySelectorAll('table.grid tbody tr').forEach(function(tr){
  var dev=tr.getAttribute('data-row');
  tr.querySelectorAll('td[data-cats]').forEach(function(td){
   var cats=td.getAttribute('data-cats').split(' '),v='fits',over=0;
   cats.forEach(function(c){var b=by[dev+'\u0001'+c];if(b&&b.v!=='fits'){v=b.v;over=Math.max(over,b.o);}});
   td.className='v-'+v+(td.classList.contains('large')?' large':'');
   td.textContent=marks[v]||'?';td.removeAttribute('data-try-stale');td.title=v+(over?' (over by '+num(over)+' pt)':'');
  });
 });
 // The previews: the answer's glyphs drawn as the static frames are, at the size each block shows.
 addOutlines(answer.outlines||[]);
 var t={g:(answer.glyphs||[]).map(parseGlyphs),by:{}};
 answer.boxes.forEach(function(b,i){var x=sent[i];if(x&&b.r)t.by[x[0]+'|'+x[1]+'|'+x[2]+'\u0001'+x[3]]=b;});
 card._try=t;
 materialize(card);
 card.querySelectorAll('.preview[data-row]').forEach(function(block){drawTry(card,block);});
}
// Outlines the page lacks go into one <defs> of their own (ids name the glyph, so each comes once).
function addOutlines(list){
 var d=document.getElementById('try-defs');
 if(!d){document.body.insertAdjacentHTML('beforeend','<svg class="defs" aria-hidden="true" focusable="false" width="0" height="0"><defs id="try-defs"></defs></svg>');d=document.getElementById('try-defs');}
 var s='';list.forEach(function(o){if(!document.getElementById(o[0]))s+='<path id="'+esc(o[0])+'" transform="'+esc(o[1])+'" d="'+esc(o[2])+'"/>';});
 if(s)d.insertAdjacentHTML('beforeend',s);
}
// A block's frame for the typed text at its chosen size, in place of the translation's.
function drawTry(card,block){
 var s=block.querySelector('select.cat'),box=block.querySelector('.frames');if(!s||!box)return;
 var cat=s.value||s.getAttribute('data-default'),b=card._try.by[block.getAttribute('data-row')+'\u0001'+cat];
 var old=box.querySelector('.try-frame');if(old)old.remove();
 if(!b)return;
 box.querySelectorAll('.frame').forEach(function(f){f.hidden=true;});
 var r=b.r,head=' ('+num(r[8])+' pt): your text '+(b.v==='fits'?'fits':b.v+(b.o?', over by '+num(b.o)+' pt':''))+' \u2014 '+lines(r[9])+(r[10]===0?', no limit':', '+r[10]+' allowed');
 box.insertAdjacentHTML('beforeend','<div class="frame try-frame" data-cat="'+esc(cat)+'"><p class="frame-head"><strong>'+esc(b.n)+'</strong>'+esc(head)+'</p><div class="layouts"><figure><figcaption>'+esc('Your text, '+num(r[4])+' pt wide')+'</figcaption>'+svgMarkup(r,card._try.g[b.e],b.n)+'</figure></div></div>');
}
function clearTry(card){
 card._try=null;
 card.querySelectorAll('.try-frame').forEach(function(f){f.remove();});
 card.querySelectorAll('.preview').forEach(function(b){var c=b.querySelector('select.cat');showBlock(b,c?c.value:null);});
}
list.querySelectorAll('details.try').forEach(function(d){
 var card=d.closest('article.card'),area=d.querySelector('textarea'),out=d.querySelector('.try-out');
 if(!served){return;}
 out.textContent='Type a text: it is measured in this card\u2019s boxes at every size.';
 area.addEventListener('input',function(){if(area.value)tryText(card,area);else{area._seq=(area._seq||0)+1;clearTry(card);}});
});
readHash();
sortCards();
apply();
// A link to one card shows it even where the default filter (translators first) hides it.
(function(){var h=location.hash.replace(/^#/,'');if(!h||h.indexOf('=')>=0)return;var t=document.getElementById(h);var c=t&&t.closest('article.card');if(c&&c.hidden){if(ctl.cause)ctl.cause.value='';apply();}})();
// The first shown cards are drawn at once, so the top of the page is complete on first paint.
(function(){var n=0;for(var i=0;i<total&&n<12;i++){if(!cards[i].hidden){materialize(cards[i]);n++;}}})();
if(val('size'))applySize();
})();
"""#
}
