package rules

func init() {
	// The fix writes min, max or step of a number or range input as the
	// number browsers read.
	fixModels[InputValue.ID] = fixModel{same: sameFloat}
}
