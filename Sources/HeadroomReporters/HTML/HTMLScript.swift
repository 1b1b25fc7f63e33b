/// The page's inline script: filters (locale, component, verdict, debounced search) that toggle
/// `hidden` on the string cards and update the counts, the per-card size control that draws another
/// frame from its JSON recipe (the same markup `HTMLPreview.svg` writes), and `#locale=de&verdict=reflow&q=…` in the address
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
var ctl={locale:document.getElementById('f-locale'),component:document.getElementById('f-component'),verdict:document.getElementById('f-verdict'),cause:document.getElementById('f-cause'),q:document.getElementById('f-q'),size:document.getElementById('f-size')};
var status=document.getElementById('status');
var texts=null;
function textOf(i){
 if(!texts){texts=cards.map(function(c){var s='';c.querySelectorAll('[data-s]').forEach(function(e){s+=e.textContent+'\n';});return s.toLowerCase();});}
 return texts[i];
}
function val(k){return ctl[k]?ctl[k].value:'';}
function fmt(n){return String(n).replace(/\B(?=(\d{3})+(?!\d))/g,',');}
function apply(){
 var l=val('locale'),c=val('component'),v=val('verdict'),w=val('cause'),q=val('q').trim().toLowerCase();
 var n=0;
 for(var i=0;i<total;i++){
  var e=cards[i],d=e.dataset;
  var show=(!l||d.locale===l)&&(!c||d.component===c)&&(!v||(' '+d.verdicts+' ').indexOf(' '+v+' ')>=0)&&(!w||d.cause===w)&&(!q||textOf(i).indexOf(q)>=0);
  if(e.hidden===show)e.hidden=!show;
  if(show)n++;
 }
 list.setAttribute('data-visible-count',String(n));
 if(status)status.textContent='Showing '+fmt(n)+' of '+fmt(total)+' text'+(total===1?'':'s');
}
function writeHash(){
 var p=[];
 ['locale','component','verdict','cause','q','size'].forEach(function(k){var x=val(k).trim();if(x)p.push(k+'='+encodeURIComponent(x));});
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
if(ctl.q)ctl.q.addEventListener('input',function(){clearTimeout(timer);timer=setTimeout(function(){apply();writeHash();},150);});
window.addEventListener('hashchange',function(){readHash();apply();applySize();});
function materialize(card){
 if(card._drawn)return;card._drawn=true;
 card.querySelectorAll('.frames > noscript').forEach(function(ns){ns.parentNode.insertAdjacentHTML('beforeend',ns.textContent);});
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
 box.querySelectorAll('.frame').forEach(function(f){var on=f.getAttribute('data-cat')===want;if(f.hidden===on)f.hidden=!on;if(on)found=f;});
 if(!found){
  var data=block.querySelector('script.fd');if(!data)return;
  if(!data._frames){try{data._frames=JSON.parse(data.textContent);}catch(e){data._frames=[];}}
  data._frames.forEach(function(f){
   if(f.c!==want)return;
   var html='<div class="frame" data-cat="'+esc(f.c)+'"><p class="frame-head"><strong>'+esc(f.n)+'</strong>'+esc(f.t)+'</p><div class="layouts">';
   f.r.forEach(function(r,i){html+='<figure><figcaption>'+esc(f.f[i])+'</figcaption>'+svgMarkup(r)+'</figure>';});
   box.insertAdjacentHTML('beforeend',html+'</div></div>');
  });
 }
}
function esc(t){return String(t).replace(/&/g,'&amp;').replace(/</g,'&lt;').replace(/>/g,'&gt;').replace(/"/g,'&quot;').replace(/'/g,'&#39;');}
function uses(tokens){
 var s='';if(!tokens)return s;
 var x=0;
 tokens.split(' ').forEach(function(t){var p=t.split(':');x+=+p[1];s+='<use href="#o'+p[0]+'" x="'+x+'"'+(p.length>2?' y="'+p[2]+'"/>':'/>');});
 return s;
}
function num(x){return String(Math.round(x*100)/100);}
function svgMarkup(r){
 var k=String(r[7]/1000),m=4;
 var s='<svg class="pv" role="img" aria-label="'+esc(r[0])+'" viewBox="-'+m+' -'+m+' '+r[1]+' '+r[2]+'" width="'+num(r[1]*1.5)+'" height="'+num(r[2]*1.5)+'" data-lines="'+r[8]+'" data-allowed="'+r[9]+'">';
 s+='<rect class="box" x="0" y="0" width="'+r[3]+'" height="'+r[4]+'"/>';
 if(r[5])s+='<rect class="spill" x="0" y="'+r[4]+'" width="'+r[3]+'" height="'+r[5]+'"/>';
 r[10].forEach(function(l){s+='<g class="'+(l[1]?'ln over':'ln')+'" transform="translate(0 '+l[0]+') scale('+k+')">'+uses(l[2])+(l[3]?'<g class="cut">'+uses(l[3])+'</g>':'')+'</g>';});
 if(r[11])s+='<g class="ell" transform="translate(0 '+r[11][0]+') scale('+k+')">'+uses(r[11][1])+'</g>';
 if(r[12])s+='<g class="ell">'+r[12].map(function(d){return '<circle cx="'+d[0]+'" cy="'+d[1]+'" r="'+d[2]+'"/>';}).join('')+'</g>';
 if(r[6])s+='<line class="limit" x1="0" y1="'+r[4]+'" x2="'+r[3]+'" y2="'+r[4]+'"/>';
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
readHash();
apply();
// A link to one card shows it even where the default filter (translators first) hides it.
(function(){var h=location.hash.replace(/^#/,'');if(!h||h.indexOf('=')>=0)return;var t=document.getElementById(h);var c=t&&t.closest('article.card');if(c&&c.hidden){if(ctl.cause)ctl.cause.value='';apply();}})();
// The first shown cards are drawn at once, so the top of the page is complete on first paint.
(function(){var n=0;for(var i=0;i<total&&n<12;i++){if(!cards[i].hidden){materialize(cards[i]);n++;}}})();
if(val('size'))applySize();
})();
"""#
}
