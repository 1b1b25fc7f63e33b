/// The page's inline script: filters (locale, component, verdict, debounced search) that toggle
/// `hidden` on the string cards and update the counts, the per-card size control that swaps in a
/// pre-rendered frame from its `<template>`, and `#locale=de&verdict=reflow&q=…` in the address
/// to set the filters (bookmarkable, and a hook for the browser test).
enum HTMLScript {
    /// Marks the document as scripted before first paint, so script-only controls show.
    static let head = "document.documentElement.className='js';"

    static let body = #"""
(function(){
'use strict';
var list=document.getElementById('strings');
if(!list)return;
var cards=Array.prototype.slice.call(list.querySelectorAll('article.card'));
var total=cards.length;
var ctl={locale:document.getElementById('f-locale'),component:document.getElementById('f-component'),verdict:document.getElementById('f-verdict'),q:document.getElementById('f-q')};
var status=document.getElementById('status');
var texts=null;
function textOf(i){
 if(!texts){texts=cards.map(function(c){var s='';c.querySelectorAll('[data-s]').forEach(function(e){s+=e.textContent+'\n';});return s.toLowerCase();});}
 return texts[i];
}
function val(k){return ctl[k]?ctl[k].value:'';}
function fmt(n){return String(n).replace(/\B(?=(\d{3})+(?!\d))/g,',');}
function apply(){
 var l=val('locale'),c=val('component'),v=val('verdict'),q=val('q').trim().toLowerCase();
 var n=0;
 for(var i=0;i<total;i++){
  var e=cards[i],d=e.dataset;
  var show=(!l||d.locale===l)&&(!c||d.component===c)&&(!v||(' '+d.verdicts+' ').indexOf(' '+v+' ')>=0)&&(!q||textOf(i).indexOf(q)>=0);
  if(e.hidden===show)e.hidden=!show;
  if(show)n++;
 }
 list.setAttribute('data-visible-count',String(n));
 if(status)status.textContent='Showing '+fmt(n)+' of '+fmt(total)+' string'+(total===1?'':'s');
}
function writeHash(){
 var p=[];
 ['locale','component','verdict','q'].forEach(function(k){var x=val(k).trim();if(x)p.push(k+'='+encodeURIComponent(x));});
 try{history.replaceState(null,'',p.length?'#'+p.join('&'):location.pathname+location.search);}catch(e){}
}
function readHash(){
 var h=location.hash.replace(/^#/,'');
 if(!h||h.indexOf('=')<0)return;
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
['locale','component','verdict'].forEach(function(k){if(ctl[k])ctl[k].addEventListener('change',function(){apply();writeHash();});});
if(ctl.q)ctl.q.addEventListener('input',function(){clearTimeout(timer);timer=setTimeout(function(){apply();writeHash();},150);});
window.addEventListener('hashchange',function(){readHash();apply();});
list.addEventListener('change',function(ev){
 var s=ev.target;if(!s.classList||!s.classList.contains('cat'))return;
 var card=s.closest('article.card');if(!card)return;
 var box=card.querySelector('.frames'),want=s.value,found=null;
 box.querySelectorAll('.frame').forEach(function(f){var on=f.getAttribute('data-cat')===want;f.hidden=!on;if(on)found=f;});
 if(!found){
  var t=card.querySelector('template[data-cat="'+want+'"]');
  if(t){box.appendChild(t.content.cloneNode(true));}
 }
});
readHash();
apply();
window.addEventListener('load',function(){document.documentElement.setAttribute('data-load-ms',String(Math.round(performance.now())));});
})();
"""#
}
