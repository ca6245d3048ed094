package rules

func init() {
	// The fix removes a repeat of an attribute, which the parser drops
	// (HTML §13.2.5.33): the parsed document stays as it was.
	fixModels[NoDuplicateAttribute.ID] = fixModel{unchanged: true}
}
