package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
)

// maxMessage bounds the Content-Length the server accepts, so a corrupt
// header cannot make it allocate without limit. A document of a gigabyte
// is not something an editor sends.
const maxMessage = 1 << 30

// JSON-RPC 2.0 and LSP error codes.
const (
	codeParseError           = -32700
	codeInvalidRequest       = -32600
	codeMethodNotFound       = -32601
	codeInvalidParams        = -32602
	codeInternalError        = -32603
	codeServerNotInitialized = -32002
)

// incoming is any message a client sends: a request (ID and Method), a
// notification (Method only) or a response to a request of ours (ID only).
type incoming struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

// isRequest tells a request, which must be answered, from a notification.
// A JSON null id is not a valid request id; it is treated as absent.
func (m *incoming) isRequest() bool {
	return len(m.ID) > 0 && !bytes.Equal(m.ID, []byte("null"))
}

// rpcError is the error object of a failed request.
type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (e *rpcError) Error() string { return fmt.Sprintf("%s (code %d)", e.Message, e.Code) }

// response answers a request. Exactly one of Result and Error is written;
// a successful response with no value still carries "result": null, as the
// protocol requires.
type response struct {
	ID     json.RawMessage
	Result any
	Error  *rpcError
}

// MarshalJSON writes the response with either result or error.
func (r response) MarshalJSON() ([]byte, error) {
	id := r.ID
	if len(id) == 0 {
		id = json.RawMessage("null")
	}
	if r.Error != nil {
		return json.Marshal(struct {
			JSONRPC string          `json:"jsonrpc"`
			ID      json.RawMessage `json:"id"`
			Error   *rpcError       `json:"error"`
		}{"2.0", id, r.Error})
	}
	return json.Marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Result  any             `json:"result"`
	}{"2.0", id, r.Result})
}

// outgoing is a notification or request the server sends.
type outgoing struct {
	JSONRPC string `json:"jsonrpc"`
	ID      string `json:"id,omitempty"`
	Method  string `json:"method"`
	Params  any    `json:"params"`
}

// errFraming is a header the server cannot read past: the stream has lost
// its framing and the connection cannot continue.
var errFraming = errors.New("malformed message header")

// readMessage reads one message body framed by the LSP base protocol: header
// lines ending in CRLF, of which Content-Length is required, an empty line,
// then exactly Content-Length bytes.
func readMessage(r *bufio.Reader) ([]byte, error) {
	length := -1
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			if err == io.EOF && line == "" && length < 0 {
				return nil, io.EOF
			}
			return nil, io.ErrUnexpectedEOF
		}
		line = strings.TrimRight(line, "\r\n")
		if line == "" {
			if length < 0 {
				// Tolerate blank lines between messages.
				continue
			}
			break
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("%w: %q", errFraming, line)
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 || n > maxMessage {
				return nil, fmt.Errorf("%w: bad Content-Length %q", errFraming, strings.TrimSpace(value))
			}
			length = n
		}
		// Content-Type and unknown headers are ignored; the body is
		// always UTF-8 JSON.
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, io.ErrUnexpectedEOF
	}
	return body, nil
}

// writer frames and writes messages; it is safe for concurrent use.
type writer struct {
	mu sync.Mutex
	w  io.Writer
}

func (w *writer) write(v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	// One Write call per message keeps a message whole even if the
	// underlying writer is shared.
	msg := make([]byte, 0, len(body)+32)
	msg = fmt.Appendf(msg, "Content-Length: %d\r\n\r\n", len(body))
	msg = append(msg, body...)
	_, err = w.w.Write(msg)
	return err
}
