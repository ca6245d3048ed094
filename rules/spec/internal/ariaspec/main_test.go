package main

import (
	"reflect"
	"strings"
	"testing"
)

// TestExtract reads a role table and a property table written the way the
// specification's source writes them (the words here are the test's own).
func TestExtract(t *testing.T) {
	const src = `<section>
<div class="role" id="widgetx"><rdef>widgetx</rdef>
 <table class="role-features"><tbody>
  <tr><th>Is Abstract:</th><td class="role-abstract"> </td></tr>
  <tr><th>Superclass Role:</th><td class="role-parent"><ul><li><rref>structure</rref> (if not focusable)</li><li><rref>widget</rref></li></ul></td></tr>
  <tr><th>Required Context Role:</th><td class="role-scope"><ul><li><rref>menu</rref></li><li><rref>group</rref> with accessibility parent <rref>menu</rref></li></ul></td></tr>
  <tr><th>Required Owned Elements:</th><td class="role-mustcontain"><ul><li><rref>rowgroup</rref> → <rref>row</rref></li></ul></td></tr>
  <tr><th>Required States and Properties:</th><td class="role-required-properties"><pref>aria-valuenow</pref> (if focusable)</td></tr>
  <tr><th>Supported States and Properties:</th><td class="role-properties"><ul><li><sref>aria-checked</sref></li><li><pref>aria-level</pref></li></ul></td></tr>
  <tr><th>Inherited States and Properties:</th><td class="role-inherited">Placeholder</td></tr>
  <tr><th>Prohibited States and Properties:</th><td class="role-disallowed"><pref>aria-label</pref></td></tr>
  <tr><th>Name From:</th><td class="role-namefrom">author</td></tr>
  <tr><th>Accessible Name Required:</th><td class="role-namerequired">true</td></tr>
  <tr><th>Children Presentational:</th><td class="role-childpresentational">True</td></tr>
 </tbody></table>
</div>
<div class="role" id="nonex"><rdef>nonex</rdef><div class="role-description"><p>Words. See synonym <rref>widgetx</rref>.</p></div></div>
<div class="property" id="aria-x"><table><tbody>
  <tr><th>Used in Roles:</th><td class="property-applicability">All elements of the base markup</td></tr>
</tbody></table></div>
<div class="state" id="aria-y"><table><tbody>
  <tr><th>Used in Roles:</th><td class="state-applicability">Use as a global deprecated in ARIA 1.2</td></tr>
</tbody></table></div>
<div class="property" id="aria-z"><table><tbody>
  <tr><th>Used in Roles:</th><td class="property-applicability">Placeholder</td></tr>
</tbody></table></div>
</section>`
	got, err := extract(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	want := &Spec{
		Roles: []Role{
			{Name: "nonex", Synonym: "widgetx"},
			{Name: "widgetx", SuperClass: []string{"structure (if not focusable)", "widget"},
				Context: []string{"menu", "group with accessibility parent menu"}, Owned: []string{"rowgroup → row"},
				Required: []string{"aria-valuenow (if focusable)"}, Supported: []string{"aria-checked", "aria-level"},
				Prohibited: []string{"aria-label"}, NameFrom: []string{"author"}, NameRequired: true, ChildrenPresentational: true},
		},
		Properties: []Property{
			{Name: "aria-x", Global: true},
			{Name: "aria-y", Global: true, GlobalDeprecated: true},
			{Name: "aria-z"},
		},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%+v\nwant\n%+v", got, want)
	}
	if _, err := extract(strings.NewReader("<p>no roles</p>")); err == nil {
		t.Error("a source with no roles: no error")
	}
}
