// The Web Worker that runs attrlint (Go compiled to WebAssembly), so that
// linting a large text never blocks the page. Messages in: {seq, text};
// out: {ready: true} once, then {seq, result} for each text.
importScripts("wasm_exec.js");

let ready = false;
let queued = null; // the newest text that arrived before attrlint was ready

self.attrlintReady = () => {
  ready = true;
  self.postMessage({ ready: true });
  if (queued) {
    lint(queued);
    queued = null;
  }
};

function lint(msg) {
  const result = JSON.parse(self.attrlintLint(msg.text));
  self.postMessage({ seq: msg.seq, result });
}

self.onmessage = (e) => {
  if (ready) {
    lint(e.data);
  } else {
    queued = e.data;
  }
};

const go = new Go();
WebAssembly.instantiateStreaming(fetch("attrlint.wasm"), go.importObject)
  .then((r) => go.run(r.instance))
  .catch((err) => self.postMessage({ failed: String(err) }));
