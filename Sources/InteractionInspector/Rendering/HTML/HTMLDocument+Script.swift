extension HTMLDocument {
  /// The page's only script.
  ///
  /// It inflates a deferred interaction's body from its chunk when the
  /// interaction is first opened (markup the renderer wrote and escaped), opens the interaction a
  /// link points into, fills the intent and code filters from the summary rows, and filters rows
  /// and interactions by intent, code and search text. Values from the log it reads only as text
  /// (`dataset`, `textContent`, `new Option`). Without it the page still shows every interaction
  /// written as markup.
  static let script = """
    (()=>{
    const q=document.getElementById("fq"),fi=document.getElementById("fi"),
    fc=document.getElementById("fc"),fx=document.getElementById("fx"),fn=document.getElementById("fn");
    const chunks=new Map();
    function chunk(id){if(!chunks.has(id)){
    const bytes=Uint8Array.from(atob(document.getElementById(id).textContent),c=>c.charCodeAt(0));
    const stream=new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    chunks.set(id,new Response(stream).text().then(t=>t.split(String.fromCharCode(0))))}
    return chunks.get(id)}
    async function build(d){if(!d.dataset.z||d.dataset.built)return;d.dataset.built="1";
    const bodies=await chunk(d.dataset.z);d.insertAdjacentHTML("beforeend",bodies[+d.dataset.k])}
    document.addEventListener("toggle",e=>{if(e.target.open)build(e.target)},true);
    async function reveal(){const h=decodeURIComponent(location.hash.slice(1));if(!h)return;
    const e=document.getElementById(h),d=e&&e.closest("details");if(!d)return;
    d.open=true;await build(d);const t=document.getElementById(h);if(t)t.scrollIntoView()}
    addEventListener("hashchange",reveal);reveal();
    const rows=[...document.querySelectorAll("table.list tbody tr")];
    if(!rows.length)return;
    document.querySelector("nav.filters").hidden=false;
    const intents=new Set(),codes=new Set();
    for(const r of rows){if(r.dataset.intent)intents.add(r.dataset.intent);
    for(const c of r.dataset.codes.split(" "))if(c)codes.add(c)}
    for(const v of [...intents].sort())fi.add(new Option(v,v));
    for(const v of [...codes].sort())fc.add(new Option(v,v));
    let texts;
    function apply(){
    const t=q.value.trim().toLowerCase(),i=fi.value,c=fc.value,x=fx.checked;let n=0;
    if(t&&!texts)texts=rows.map(r=>r.textContent.toLowerCase());
    rows.forEach((r,k)=>{
    const show=(!i||r.dataset.intent===i)&&(!c||r.dataset.codes.split(" ").includes(c))&&
    (!x||r.dataset.codes!=="")&&(!t||texts[k].includes(t));
    if(r.hidden===show){r.hidden=!show;const d=document.getElementById(r.dataset.target);
    if(d)d.hidden=!show}
    if(show)n++});
    fn.textContent=n+" of "+rows.length+" interactions"}
    let timer;
    q.addEventListener("input",()=>{clearTimeout(timer);timer=setTimeout(apply,150)});
    for(const e of [fi,fc,fx])e.addEventListener("change",apply);
    apply()})();
    """

  /// The script's SHA-256 as the security policy names it; `HTMLReportTests` checks that it
  /// matches ``script``, so change both together.
  static let scriptHash = "sha256-K/pwUjBCmmAzQCmei5WuQG1oivo/bEjZivazNEvhMFw="
}
