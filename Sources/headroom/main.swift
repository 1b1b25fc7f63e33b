import HeadroomCLI

Headroom.runAndExit()
