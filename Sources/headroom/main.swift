import HeadroomCLI

await Headroom.runAndExit()
