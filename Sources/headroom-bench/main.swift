import HeadroomCLI

print("headroom-bench: no benchmarks yet")
