package lsp

import "encoding/json"

// The few Language Server Protocol 3.17 structures the server uses, with
// only the fields it reads or writes. Field names follow the specification.

type position struct {
	Line      int `json:"line"`
	Character int `json:"character"`
}

type lspRange struct {
	Start position `json:"start"`
	End   position `json:"end"`
}

type initializeParams struct {
	Capabilities struct {
		General struct {
			PositionEncodings []string `json:"positionEncodings"`
		} `json:"general"`
		Workspace struct {
			DidChangeWatchedFiles struct {
				DynamicRegistration bool `json:"dynamicRegistration"`
			} `json:"didChangeWatchedFiles"`
		} `json:"workspace"`
		Window struct {
			ShowDocument struct {
				Support bool `json:"support"`
			} `json:"showDocument"`
		} `json:"window"`
	} `json:"capabilities"`
	// InitializationOptions are the client's settings for attrlint, as
	// didChangeConfiguration sends them.
	InitializationOptions json.RawMessage `json:"initializationOptions"`
}

type textDocumentSyncOptions struct {
	OpenClose bool        `json:"openClose"`
	Change    int         `json:"change"`
	Save      saveOptions `json:"save"`
}

type saveOptions struct {
	IncludeText bool `json:"includeText"`
}

type codeActionOptions struct {
	CodeActionKinds []string `json:"codeActionKinds"`
}

type serverCapabilities struct {
	PositionEncoding       string                  `json:"positionEncoding"`
	TextDocumentSync       textDocumentSyncOptions `json:"textDocumentSync"`
	CodeActionProvider     codeActionOptions       `json:"codeActionProvider"`
	HoverProvider          bool                    `json:"hoverProvider"`
	ExecuteCommandProvider executeCommandOptions   `json:"executeCommandProvider"`
}

type serverInfo struct {
	Name    string `json:"name"`
	Version string `json:"version,omitempty"`
}

type initializeResult struct {
	Capabilities serverCapabilities `json:"capabilities"`
	ServerInfo   serverInfo         `json:"serverInfo"`
}

type textDocumentIdentifier struct {
	URI string `json:"uri"`
}

type textDocumentItem struct {
	URI        string `json:"uri"`
	LanguageID string `json:"languageId"`
	Version    int    `json:"version"`
	Text       string `json:"text"`
}

type didOpenParams struct {
	TextDocument textDocumentItem `json:"textDocument"`
}

type contentChange struct {
	// Range is absent for a full-document change.
	Range *lspRange `json:"range,omitempty"`
	Text  string    `json:"text"`
}

type didChangeParams struct {
	TextDocument struct {
		URI     string `json:"uri"`
		Version int    `json:"version"`
	} `json:"textDocument"`
	ContentChanges []contentChange `json:"contentChanges"`
}

type didSaveParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

type didCloseParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

type fileEvent struct {
	URI  string `json:"uri"`
	Type int    `json:"type"`
}

type didChangeWatchedFilesParams struct {
	Changes []fileEvent `json:"changes"`
}

type codeDescription struct {
	Href string `json:"href"`
}

type diagnostic struct {
	Range           lspRange         `json:"range"`
	Severity        int              `json:"severity"`
	Code            string           `json:"code"`
	CodeDescription *codeDescription `json:"codeDescription,omitempty"`
	Source          string           `json:"source"`
	Message         string           `json:"message"`
	// RelatedInformation points at other places the finding is about.
	RelatedInformation []relatedInformation `json:"relatedInformation,omitempty"`
}

type location struct {
	URI   string   `json:"uri"`
	Range lspRange `json:"range"`
}

type relatedInformation struct {
	Location location `json:"location"`
	Message  string   `json:"message"`
}

// LSP DiagnosticSeverity values.
const (
	severityError   = 1
	severityWarning = 2
)

type publishDiagnosticsParams struct {
	URI         string       `json:"uri"`
	Version     *int         `json:"version,omitempty"`
	Diagnostics []diagnostic `json:"diagnostics"`
}

type codeActionParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Range        lspRange               `json:"range"`
	Context      struct {
		Only []string `json:"only"`
	} `json:"context"`
}

type textEdit struct {
	Range   lspRange `json:"range"`
	NewText string   `json:"newText"`
}

type workspaceEdit struct {
	Changes map[string][]textEdit `json:"changes"`
}

type codeAction struct {
	Title       string         `json:"title"`
	Kind        string         `json:"kind"`
	Diagnostics []diagnostic   `json:"diagnostics,omitempty"`
	IsPreferred bool           `json:"isPreferred,omitempty"`
	Edit        *workspaceEdit `json:"edit,omitempty"`
	Command     *command       `json:"command,omitempty"`
}

type command struct {
	Title     string   `json:"title"`
	Command   string   `json:"command"`
	Arguments []string `json:"arguments,omitempty"`
}

type executeCommandOptions struct {
	Commands []string `json:"commands"`
}

type executeCommandParams struct {
	Command   string   `json:"command"`
	Arguments []string `json:"arguments"`
}

type showDocumentParams struct {
	URI      string `json:"uri"`
	External bool   `json:"external"`
}

type hoverParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Position     position               `json:"position"`
}

type markupContent struct {
	Kind  string `json:"kind"`
	Value string `json:"value"`
}

type hover struct {
	Contents markupContent `json:"contents"`
	Range    lspRange      `json:"range"`
}

type didChangeConfigurationParams struct {
	Settings json.RawMessage `json:"settings"`
}

// LSP MessageType values for window/showMessage.
const (
	messageError   = 1
	messageWarning = 2
	messageInfo    = 3
)

type showMessageParams struct {
	Type    int    `json:"type"`
	Message string `json:"message"`
}

type registration struct {
	ID              string `json:"id"`
	Method          string `json:"method"`
	RegisterOptions any    `json:"registerOptions,omitempty"`
}

type registrationParams struct {
	Registrations []registration `json:"registrations"`
}

type fileSystemWatcher struct {
	GlobPattern string `json:"globPattern"`
}

type didChangeWatchedFilesRegistrationOptions struct {
	Watchers []fileSystemWatcher `json:"watchers"`
}
