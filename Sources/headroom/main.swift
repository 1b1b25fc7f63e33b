import HeadroomCLI

await Headroom.main()
