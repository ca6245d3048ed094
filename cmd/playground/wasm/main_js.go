//go:build js && wasm

package main

import (
	"encoding/json"
	"syscall/js"
)

// main gives JavaScript the function attrlintLint(text) -> JSON string
// of a result, says it is ready, and stays alive to answer.
func main() {
	js.Global().Set("attrlintLint", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return `{"error":"attrlintLint takes one string"}`
		}
		b, err := json.Marshal(lintSnippet(args[0].String()))
		if err != nil {
			return `{"error":"cannot encode the result"}`
		}
		return string(b)
	}))
	if ready := js.Global().Get("attrlintReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}
