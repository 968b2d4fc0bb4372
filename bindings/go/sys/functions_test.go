package sys

import (
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
)

const header = "../../../include/simple_torch.h"

// declared is every C function that functions.go calls, from one Go function each.
func declared(t *testing.T) map[string]string {
	file, err := parser.ParseFile(token.NewFileSet(), "functions.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	calls := map[string]string{}
	for _, decl := range file.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if !ok {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "C" && strings.HasPrefix(sel.Sel.Name, "rt_torch_") {
					if other, seen := calls[sel.Sel.Name]; seen && other != fn.Name.Name {
						t.Errorf("%s is called from %s and %s", sel.Sel.Name, other, fn.Name.Name)
					}
					calls[sel.Sel.Name] = fn.Name.Name
				}
			}
			return true
		})
	}
	return calls
}

// Every function of the header (generated from the spec) has its Go function, and no other is declared.
func TestEveryFunctionIsDeclared(t *testing.T) {
	text, err := os.ReadFile(header)
	if err != nil {
		t.Fatal(err)
	}
	prototype := regexp.MustCompile(`(?m)^[a-z_0-9 ]+\*?\s*(rt_torch_\w+)\(`)
	want := map[string]bool{}
	for _, m := range prototype.FindAllStringSubmatch(string(text), -1) {
		want[m[1]] = true
	}
	got := declared(t)
	var missing, extra []string
	for name := range want {
		if _, ok := got[name]; !ok {
			missing = append(missing, name)
		}
	}
	for name := range got {
		if !want[name] {
			extra = append(extra, name)
		}
	}
	sort.Strings(missing)
	sort.Strings(extra)
	if len(missing) > 0 || len(extra) > 0 {
		t.Errorf("not declared: %v; not in the header: %v", missing, extra)
	}
	if len(got) != len(want) || len(want) < 500 {
		t.Errorf("%d functions declared, %d in the header", len(got), len(want))
	}
	t.Logf("%d functions declared, %d in the header", len(got), len(want))
}

// The generated files are as gofmt writes them.
func TestGeneratedFilesAreGofmtClean(t *testing.T) {
	for _, path := range []string{"functions.go", "../simpletorch/functions.go"} {
		text, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		formatted, err := format.Source(text)
		if err != nil {
			t.Fatal(err)
		}
		if string(formatted) != string(text) {
			t.Errorf("%s is not gofmt-formatted", path)
		}
	}
}
