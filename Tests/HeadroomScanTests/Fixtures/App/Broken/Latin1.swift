let greeting = "café"
