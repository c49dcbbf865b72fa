extension TimeTravelPage {
  /// The page's only script.
  ///
  /// It reads the timeline from `#tt-data`, replays the current interaction's changes up to
  /// the position, and draws the state; the event list draws only the rows in view. Values from the log are set only as text (`textContent`, `dataset`,
  /// `new Option`), never as markup.
  package static let script = #"""
    (()=>{
    const $=(s,r)=>(r||document).querySelector(s);
    const root=$("#tt"),raw=JSON.parse($("#tt-data").textContent);
    const mode=raw[0],fails=raw[4]||[];
    function load(t){
      if(!t)return null;
      const [files,ids,codes,kinds,texts,changes,ev,fi]=t,by=new Map(),keys=new Map();
      ev.forEach((e,p)=>{if(e[3]>=0){let l=by.get(e[3]);if(!l){l=[];by.set(e[3],l)}l.push(p)}
        keys.set(files[e[0]]+"#"+e[1],p)});
      const fby=new Map();
      for(const f of fi){let l=fby.get(f[0]);if(!l){l=[];fby.set(f[0],l)}l.push(f)}
      return {files,ids,codes,kinds,texts,changes,ev,fi,by,keys,fby};
    }
    const recorded=load(raw[1]);
    // The timeline the slider runs over: the replayed run, an exploration's chosen failure's.
    let T,n,rec,divs,divAt,firstAt,codesWith,chosen=0;
    function ref(t,p){const e=t.ev[p];return t.files[e[0]]+"#"+e[1]}
    function state(t,p){
      const e=t.ev[p],s={views:new Map(),claimed:[],handling:"",findings:[]};
      if(!e)return s;
      const l=e[3]>=0?t.by.get(e[3]):[];
      for(const q of l){if(q>p)break;const ci=t.ev[q][6];if(ci<0)continue;const c=t.changes[ci];
        for(const v of c[0])s.views.set(v[0],v);
        if(c[1])s.claimed=c[1];if(c[2]!==null)s.handling=c[2]}
      for(const f of (e[3]>=0?t.fby.get(e[3])||[]:[]))if(f[2]<=p)s.findings.push(f);
      for(const f of t.fi)if(f[2]===p&&f[0]!==e[3])s.findings.push(f);
      return s;
    }
    const fI=$("#tt-filter-interaction"),fF=$("#tt-filter-finding"),fS=$("#tt-failure");
    let view=null,vset=null,cur=0,idx=0,own=true;
    function choose(i){
      const f=fails[i];chosen=i;
      if(mode==="replay"){T=load(raw[2]);rec=recorded;divs=raw[3]||[]}
      else if(f){T=load(f[0]);rec=recorded;divs=f[1]}
      else{T=recorded;rec=null;divs=raw[3]||[]}
      n=T.ev.length;divAt=new Map();
      divs.forEach((d,i)=>{if(d[0]&&T.keys.has(d[0]))divAt.set(T.keys.get(d[0]),i)});
      firstAt=new Set();for(const f of T.fi)firstAt.add(f[2]);for(const p of divAt.keys())firstAt.add(p);
      fI.length=1;fF.length=1;fI.value="";fF.value="";
      T.ids.forEach((id,i)=>{if(T.by.has(i))fI.add(new Option(id,id))});
      codesWith=new Map();
      for(const f of T.fi){let s=codesWith.get(T.codes[f[1]]);if(!s){s=new Set();codesWith.set(T.codes[f[1]],s)}s.add(f[0])}
      [...codesWith.keys()].sort().forEach(c=>fF.add(new Option(c,c)));
      view=null;vset=null;cur=0;idx=0;
      if(!fails.length)return;
      // The chosen failure's plans and divergences show; its list alone is #tt-divergences.
      for(const s of root.querySelectorAll("section[data-failure],ol[data-failure]")){
        const on=+s.dataset.failure===i+1;s.hidden=!on;if(s.tagName==="OL"){if(on)s.id="tt-divergences";else s.removeAttribute("id")}}
      fS.value=String(i+1);
    }
    choose(0);
    function positions(){
      const id=fI.value,code=fF.value;
      if(!id&&!code)return null;
      const ii=id?T.ids.indexOf(id):-1,set=code?codesWith.get(code)||new Set():null,out=[];
      for(let p=0;p<n;p++){const i=T.ev[p][3];if((ii<0||i===ii)&&(!set||set.has(i)))out.push(p)}
      return out;
    }
    const len=()=>view?view.length:n,at=k=>view?view[k]:k;
    function indexOf(p){if(!view)return p;let lo=0,hi=view.length-1;
      while(lo<hi){const m=(lo+hi)>>1;if(view[m]<p)lo=m+1;else hi=m}return lo}
    const sc=$("#tt-scrubber"),thumb=$(".tt-thumb",sc),marks=$(".tt-marks",sc),out=$("#tt-position");
    const ev=$("#tt-event"),list=$("#tt-list"),rows=$(".tt-rows",list),H=24;
    function label(t,p){const e=t.ev[p];return ref(t,p)+" "+t.texts[e[5]]+(e[3]>=0?" in "+t.ids[e[3]]:"")}
    function drawSide(t,p,box,ids){
      const s=state(t,p),sn=$(ids?"#tt-snippet":".tt-snippet",box),cl=$(ids?"#tt-claimed":".tt-claimed",box);
      const ha=$(ids?"#tt-handling":".tt-handling",box),fs=$(ids?"#tt-findings":".tt-findings",box);
      sn.textContent="";
      const vs=[...s.views.values()].sort((a,b)=>a[0]-b[0]);
      const w=Math.max(320,...vs.map(v=>v[3]||0)),scale=260/w;
      for(const v of vs){const d=document.createElement("div");d.className="tt-view tt-"+v[5];
        d.dataset.index=v[0];if(v[1]!==null)d.dataset.offered=v[1].join(",");
        d.style.height=Math.max(18,Math.min(400,(v[6]||0)*scale))+"px";
        const h=document.createElement("span");
        h.textContent="#"+v[0]+" "+(v[1]===null?"configure":v[1].length?v[1].join(", "):"(empty set)")+
          (v[3]!==null&&v[4]!==null?" "+v[3]+"x"+v[4]:"")+" · "+v[5];
        d.append(h);
        if(v[2].length){const c=document.createElement("small");c.textContent="claims "+v[2].join(", ");d.append(c)}
        sn.append(d)}
      if(!vs.length)sn.textContent="nothing shown yet";
      cl.textContent="";
      for(const c of s.claimed){const li=document.createElement("li");li.className="tt-parameter";li.textContent=c;cl.append(li)}
      ha.textContent=s.handling||"no handling call yet";
      fs.textContent="";
      for(const f of s.findings){const li=document.createElement("li");li.dataset.code=t.codes[f[1]];
        const b=document.createElement("b");b.textContent=t.codes[f[1]];li.append(b," ",f[3]);fs.append(li)}
    }
    function counterpart(p){
      const e=T.ev[p];if(!rec||e[3]<0)return -1;
      const ri=rec.ids.indexOf(T.ids[e[3]]),l=rec.by.get(ri);if(!l)return -1;
      const k=T.by.get(e[3]).indexOf(p);return l[Math.min(k,l.length-1)];
    }
    function draw(){
      const p=cur,e=T.ev[p];if(!e)return;
      const text="event "+(idx+1)+" of "+len()+": "+label(T,p);
      sc.setAttribute("aria-valuemax",String(Math.max(0,len()-1)));
      sc.setAttribute("aria-valuenow",String(idx));sc.setAttribute("aria-valuetext",text);
      thumb.style.left=(len()>1?idx/(len()-1)*100:0)+"%";out.textContent=text;
      ev.dataset.event=ref(T,p);ev.dataset.interaction=e[3]>=0?T.ids[e[3]]:"";
      ev.dataset.process=e[2]===0?"ui":"handling";ev.dataset.kind=T.kinds[e[4]];
      ev.textContent=label(T,p);ev.classList.toggle("tt-divergent",divAt.has(p));
      drawSide(T,p,rec?$("#tt-replayed"):root,true);
      if(rec){const r=$("#tt-recorded"),q=counterpart(p);
        if(q>=0)drawSide(rec,q,r,false);else for(const s of [".tt-snippet",".tt-claimed",".tt-handling",".tt-findings"])$(s,r).textContent=""}
      for(const li of document.querySelectorAll("#tt-divergences li"))li.classList.toggle("tt-current",li.dataset.event===ref(T,p));
      const top=idx*H;if(top<list.scrollTop||top>list.scrollTop+list.clientHeight-H)list.scrollTop=top-list.clientHeight/2;
      rowsDraw();
      const f=fF.value,h=[];if(f)h.push("finding="+encodeURIComponent(f));
      h.unshift("event="+encodeURIComponent(T.files[e[0]])+":"+e[1]);
      if(fails.length)h.unshift("failure="+(chosen+1));
      if(own)history.replaceState(null,"","#"+h.join("&"));
    }
    function rowsDraw(){
      rows.style.height=len()*H+"px";
      const a=Math.max(0,Math.floor(list.scrollTop/H)-10),b=Math.min(len(),a+Math.ceil(list.clientHeight/H)+20);
      rows.textContent="";
      for(let k=a;k<b;k++){const p=at(k),d=document.createElement("div");d.className="tt-row";d.setAttribute("role","listitem");
        d.style.top=k*H+"px";d.dataset.position=p;if(p===cur)d.classList.add("tt-current");
        if(firstAt.has(p))d.classList.add("tt-marked");d.textContent=(p+1)+"  "+label(T,p);rows.append(d)}
    }
    function drawMarks(){marks.textContent="";const m=len();if(m<2)return;
      const seen=new Set();for(const p of firstAt){if(vset&&!vset.has(p))continue;const x=Math.round(indexOf(p)/(m-1)*400);
        if(seen.has(x))continue;seen.add(x);const d=document.createElement("i");d.style.left=(x/4)+"%";marks.append(d)}}
    function go(k){if(!len())return;idx=Math.max(0,Math.min(len()-1,k));cur=at(idx);draw()}
    function goPosition(p){if(vset&&!vset.has(p)){fI.value="";fF.value="";view=null;vset=null;drawMarks()}idx=indexOf(p);cur=p;draw()}
    function refilter(){view=positions();if(view&&!view.length)view=null;vset=view&&new Set(view);drawMarks();
      if(view){let k=indexOf(cur);if(view[k]!==cur)k=0;go(k)}else go(cur)}
    function jump(dir){const m=len();for(let k=idx+dir;k>=0&&k<m;k+=dir)if(firstAt.has(at(k))){go(k);return}}
    function fromHash(){
      // A fragment of the page around the panel (the report's own links) is left alone until
      // the position moves.
      own=!location.hash||/(^#|&)(failure|event|interaction|finding)=/.test(location.hash);
      const h=new Map(location.hash.slice(1).split("&").filter(Boolean).map(x=>{const i=x.indexOf("=");
        return [x.slice(0,i),decodeURIComponent(x.slice(i+1))]}));
      const fi=+(h.get("failure")||0)-1;if(fails[fi]&&fi!==chosen){choose(fi);drawMarks()}
      if(h.has("finding")&&codesWith.has(h.get("finding"))){fF.value=h.get("finding");view=positions();if(view&&!view.length)view=null;vset=view&&new Set(view);drawMarks()}
      if(h.has("event")){const v=h.get("event"),i=v.lastIndexOf(":"),p=T.keys.get(v.slice(0,i)+"#"+v.slice(i+1));
        if(p!==undefined){goPosition(p);return}}
      if(h.has("interaction")){const i=T.ids.indexOf(h.get("interaction")),l=T.by.get(i);if(l){goPosition(l[0]);return}}
      go(view?0:idx);
    }
    document.addEventListener("keydown",e=>{
      const t=e.target;if(t&&(t.tagName==="INPUT"||t.tagName==="SELECT"||t.tagName==="TEXTAREA"))return;
      if(e.altKey||e.ctrlKey||e.metaKey)return;
      const k={ArrowRight:()=>go(idx+1),ArrowLeft:()=>go(idx-1),Home:()=>go(0),End:()=>go(len()-1),
        n:()=>jump(1),p:()=>jump(-1)}[e.key];
      if(k){e.preventDefault();own=true;k()}});
    function fromPointer(e){const r=sc.getBoundingClientRect();go(Math.round((e.clientX-r.left)/Math.max(1,r.width)*(len()-1)))}
    sc.addEventListener("pointerdown",e=>{own=true;sc.setPointerCapture(e.pointerId);fromPointer(e);sc.focus()});
    sc.addEventListener("pointermove",e=>{if(sc.hasPointerCapture(e.pointerId))fromPointer(e)});
    list.addEventListener("scroll",()=>requestAnimationFrame(rowsDraw));
    rows.addEventListener("click",e=>{const d=e.target.closest(".tt-row");if(d){own=true;goPosition(+d.dataset.position)}});
    for(const li of root.querySelectorAll("li[data-divergence]")){
      const move=()=>{own=true;const p=T.keys.get(li.dataset.event);if(p!==undefined)goPosition(p)};
      li.addEventListener("click",move);li.addEventListener("keydown",e=>{if(e.key==="Enter")move()})}
    for(const f of [fI,fF])f.addEventListener("change",()=>{own=true;refilter()});
    if(fS)fS.addEventListener("change",()=>{own=true;choose(+fS.value-1);drawMarks();go(0)});
    window.addEventListener("hashchange",fromHash);
    drawMarks();fromHash();
    document.documentElement.dataset.ttReady="true";
    document.documentElement.dataset.ttLoadMs=String(Math.round(performance.now()));
    })();
    """#
}
