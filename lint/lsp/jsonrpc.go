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

// DefaultMaxMessage bounds the Content-Length the server accepts (64 MiB),
// so that a corrupt or hostile header cannot make it allocate without
// limit. A larger message is read past, answered with an error and
// dropped; the server goes on with the next one. The largest pages
// editors open are a few megabytes, and a full-text didChange carries one.
const DefaultMaxMessage = 64 << 20

// Limits of the header part of a message: header lines longer than the
// reader's buffer (64 KiB), or more than maxHeaders of them, mean the
// stream is not LSP framing at all.
const maxHeaders = 32

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

// tooLargeError is a message whose Content-Length is over the limit. Its
// body has been read and dropped, so the stream is still framed and the
// server can go on.
type tooLargeError struct{ length, limit int64 }

func (e *tooLargeError) Error() string {
	return fmt.Sprintf("a message of %d bytes is over the limit of %d bytes; it was dropped", e.length, e.limit)
}

// readMessage reads one message body framed by the LSP base protocol: header
// lines ending in CRLF, of which Content-Length is required, an empty line,
// then exactly Content-Length bytes. A body longer than limit is read and
// dropped, never held, and reported as a *tooLargeError.
func readMessage(r *bufio.Reader, limit int64) ([]byte, error) {
	length := int64(-1)
	headers := 0
	for {
		// ReadSlice, unlike ReadString, stops at the buffer's size: a
		// header line without end cannot grow memory.
		raw, err := r.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			return nil, fmt.Errorf("%w: a header line longer than %d bytes", errFraming, r.Size())
		}
		if err != nil {
			if err == io.EOF && len(raw) == 0 && length < 0 && headers == 0 {
				return nil, io.EOF
			}
			return nil, io.ErrUnexpectedEOF
		}
		line := strings.TrimRight(string(raw), "\r\n")
		if line == "" {
			if length < 0 {
				if headers > 0 {
					return nil, fmt.Errorf("%w: no Content-Length", errFraming)
				}
				// Tolerate blank lines between messages.
				continue
			}
			break
		}
		if headers++; headers > maxHeaders {
			return nil, fmt.Errorf("%w: more than %d header lines", errFraming, maxHeaders)
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("%w: %q", errFraming, truncate(line, 80))
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			value = strings.TrimSpace(value)
			n, err := strconv.ParseInt(value, 10, 64)
			if err != nil || n < 0 || value[0] == '+' {
				return nil, fmt.Errorf("%w: bad Content-Length %q", errFraming, truncate(value, 40))
			}
			if length >= 0 && n != length {
				return nil, fmt.Errorf("%w: two Content-Length headers, %d and %d", errFraming, length, n)
			}
			length = n
		}
		// Content-Type and unknown headers are ignored; the body is
		// always UTF-8 JSON.
	}
	if length > limit {
		if _, err := io.CopyN(io.Discard, r, length); err != nil {
			return nil, io.ErrUnexpectedEOF
		}
		return nil, &tooLargeError{length, limit}
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, io.ErrUnexpectedEOF
	}
	return body, nil
}

// truncate shortens s for an error message.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
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
