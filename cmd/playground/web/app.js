// The playground page: sends the editor's text to attrlint in a Web
// Worker (worker.js) shortly after each change, and shows what comes back:
// the problems underlined in the text, a list with what browsers do and a
// button for each fix, and a link that holds the snippet.
"use strict";

const src = document.getElementById("src");
const backdrop = document.getElementById("backdrop");
const statusLine = document.getElementById("status");
const list = document.getElementById("diags");
const summary = document.getElementById("summary");
const more = document.getElementById("more");
const shareButton = document.getElementById("share");
const shareLink = document.getElementById("share-link");

// A long list or thousands of underlines would cost the page more than
// they tell: past these, the rest are counted.
const MAX_LISTED = 200;
const MAX_MARKED = 2000;

const EXAMPLE = `<!doctype html>
<html lang="en_US">
<head>
  <meta charset="utf-8">
  <title>Example</title>
  <link rel="stylesheet" href="style.css" media="screen and(min-width: 40em)">
</head>
<body bgcolor="chucknorris">
  <img src="cat.png" alt="A cat" width="50%">
  <a href="https://example.com/a b" target="_blank2">a link</a>
  <input type="number" min="10" max="1" value="5">
  <time datetime="2024-02-30">30 February</time>
</body>
</html>
`;

// At most one text is with the worker at a time; a change made meanwhile
// is sent when the answer comes, so a burst of typing on a large text
// costs one lint at the end, not one per keystroke.
const worker = new Worker("worker.js");
let ready = false;
let inFlight = false;
let pending = false;
let sentText = null;
let timer = 0;

function schedule() {
  clearTimeout(timer);
  // Underlines of an older text would sit in the wrong places.
  backdrop.textContent = "";
  statusLine.textContent = "…";
  timer = setTimeout(send, src.value.length > 100000 ? 300 : 120);
}

function send() {
  if (!ready || inFlight) {
    pending = true;
    return;
  }
  inFlight = true;
  pending = false;
  sentText = src.value;
  statusLine.textContent = "checking…";
  worker.postMessage({ text: sentText });
}

worker.onmessage = (e) => {
  const m = e.data;
  if (m.failed) {
    statusLine.textContent = "attrlint could not start: " + m.failed;
    return;
  }
  if (m.ready) {
    ready = true;
    send();
    return;
  }
  inFlight = false;
  if (pending) {
    send();
    return;
  }
  if (sentText !== src.value) {
    return; // the debounce timer will send the newer text
  }
  show(m.result, sentText);
};

src.addEventListener("input", schedule);
src.addEventListener("scroll", () => {
  backdrop.scrollTop = src.scrollTop;
  backdrop.scrollLeft = src.scrollLeft;
});

function show(res, text) {
  list.textContent = "";
  more.hidden = true;
  if (res.error) {
    summary.textContent = "Cannot check this text";
    statusLine.textContent = res.error;
    backdrop.textContent = "";
    return;
  }
  const diags = res.diagnostics;
  const n = diags.length;
  summary.textContent = n === 0 ? "No problems" :
    `${n} problem${n === 1 ? "" : "s"} (${res.errors} error${res.errors === 1 ? "" : "s"}, ${res.warnings} warning${res.warnings === 1 ? "" : "s"})`;
  statusLine.textContent = `checked ${text.length.toLocaleString("en")} characters in ${Math.round(res.millis)} ms`;
  if (res.notice) {
    statusLine.textContent += `; ${res.notice}`;
  }
  mark(diags, text);
  const items = document.createDocumentFragment();
  for (let i = 0; i < Math.min(n, MAX_LISTED); i++) {
    items.appendChild(item(diags[i]));
  }
  list.appendChild(items);
  if (n > MAX_LISTED) {
    more.textContent = `and ${n - MAX_LISTED} more, not listed (all are underlined up to ${MAX_MARKED})`;
    more.hidden = false;
  }
}

// mark underlines the problems in the backdrop behind the transparent
// textarea: the same text, with <mark> around each span.
function mark(diags, text) {
  const frag = document.createDocumentFragment();
  let at = 0;
  let marked = 0;
  for (const d of diags) {
    if (marked === MAX_MARKED) break;
    let start = d.start;
    let end = Math.max(d.end, Math.min(d.start + 1, text.length)); // an empty span still shows
    if (start < at) continue; // overlaps the previous one
    frag.appendChild(document.createTextNode(text.slice(at, start)));
    const m = document.createElement("mark");
    m.className = d.severity;
    m.textContent = text.slice(start, end);
    frag.appendChild(m);
    at = end;
    marked++;
  }
  // A last newline needs something after it to take up its line.
  frag.appendChild(document.createTextNode(text.slice(at) + "\n"));
  backdrop.textContent = "";
  backdrop.appendChild(frag);
  backdrop.scrollTop = src.scrollTop;
}

function item(d) {
  const li = document.createElement("li");
  li.className = d.severity;
  const loc = document.createElement("button");
  loc.type = "button";
  loc.className = "loc";
  loc.textContent = `${d.line}:${d.column}`;
  loc.title = "Select it in the text";
  loc.onclick = () => {
    src.focus();
    src.setSelectionRange(d.start, Math.max(d.end, d.start + 1));
  };
  li.appendChild(loc);
  const sev = document.createElement("span");
  sev.className = "sev";
  sev.textContent = d.severity;
  li.appendChild(sev);
  const msg = document.createElement("span");
  msg.className = "msg";
  msg.textContent = d.message;
  li.appendChild(msg);
  const rule = document.createElement(d.url ? "a" : "span");
  rule.className = "rule";
  rule.textContent = d.rule;
  if (d.url) {
    rule.href = d.url;
    rule.target = "_blank";
    rule.rel = "noopener";
    rule.title = "The rule's documentation";
  }
  li.appendChild(rule);
  if (d.browser) {
    const p = document.createElement("p");
    p.className = "browser";
    p.textContent = "↳ " + d.browser;
    li.appendChild(p);
  }
  if (d.summary) {
    const p = document.createElement("p");
    p.className = "doc";
    p.textContent = d.rule + ": " + d.summary;
    li.appendChild(p);
  }
  if (d.fix) {
    li.appendChild(fixButton("Fix: " + (d.fix.message || "apply the fix"), d.fix, "fix",
      "Keeps what browsers do with the text"));
  }
  for (const s of d.suggestions || []) {
    li.appendChild(fixButton("Suggestion: " + s.message, s, "suggestion",
      "Changes what browsers do: check that it is what you mean"));
  }
  return li;
}

function fixButton(label, f, cls, title) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = cls;
  b.textContent = label;
  b.title = title;
  b.onclick = () => applyEdits(f.edits);
  return b;
}

// applyEdits applies a fix's edits, the last first so that the offsets
// of the others stay right, and checks the text again.
function applyEdits(edits) {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  for (const e of sorted) {
    src.setRangeText(e.new, e.start, e.end, "end");
  }
  src.focus();
  schedule();
}

// The share link holds the snippet in the URL's fragment (never sent to
// a server): deflated, then base64url.
async function encode(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function decode(code) {
  const bin = atob(code.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return await new Response(stream).text();
}

shareButton.onclick = async () => {
  const url = location.href.split("#")[0] + "#code=" + (await encode(src.value));
  history.replaceState(null, "", url);
  shareLink.value = url;
  shareLink.hidden = false;
  shareLink.select();
  try {
    await navigator.clipboard.writeText(url);
    statusLine.textContent = "link copied";
  } catch {
    statusLine.textContent = "copy the link from the box";
  }
};

async function start() {
  let text = EXAMPLE;
  if (location.hash.startsWith("#code=")) {
    try {
      text = await decode(location.hash.slice("#code=".length));
    } catch {
      statusLine.textContent = "the link's snippet could not be read; showing the example";
    }
  }
  src.value = text;
  schedule();
}
start();
