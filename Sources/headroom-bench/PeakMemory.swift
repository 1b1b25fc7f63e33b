#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Peak resident set size of this process so far (`getrusage(RUSAGE_SELF).ru_maxrss`), in MiB.
enum PeakMemory {
    static func mebibytes() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
            return Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
        #else
            return Double(usage.ru_maxrss) / 1024  // KiB on Linux
        #endif
    }
}
