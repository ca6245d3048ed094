package rules

func init() {
	fixModels[Float.ID] = fixModel{same: sameFloat}
}
