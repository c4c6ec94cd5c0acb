#if canImport(Glibc)
  import Glibc
#endif

extension Harness {
  /// Keeps the memory a round frees in the process for the next round, at every size.
  ///
  /// glibc's defaults give a freed block back to the kernel when it is large (over a threshold
  /// that adapts as blocks come and go) and trim the heap when much of its top is free. A round
  /// of a 10,000-view layout frees tens of megabytes, so the next round takes them from the
  /// kernel again, a page fault and a zeroed page per 4 KB (about 3,000 faults a round), while
  /// a round of 1,000 views reuses its heap and faults none: the growth from one size to the
  /// next would then count the kernel's page zeroing at the large size only. With fixed
  /// thresholds every round of every size starts from the same allocator state.
  /// `BENCHMARK_MALLOC=default` keeps glibc's defaults. Returns what the run uses, for its header.
  static func holdFreedMemory(environment: [String: String]) -> String {
    #if canImport(Glibc)
      if environment["BENCHMARK_MALLOC"] == "default" {
        return "glibc's default policy (BENCHMARK_MALLOC=default)"
      }
      // `mallopt` is declared in <malloc.h>, which the Glibc module does not import: it is
      // looked up by name, with the option numbers of that header.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      let trimThreshold: Int32 = -1
      let mmapThreshold: Int32 = -3
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else {
        return "glibc's default policy (mallopt not found)"
      }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      // 32 MB is the largest threshold glibc accepts; no table of these benchmarks is larger.
      guard mallopt(mmapThreshold, 32 << 20) == 1, mallopt(trimThreshold, Int32.max) == 1 else {
        return "glibc's default policy (mallopt refused)"
      }
      return "freed memory kept in the process between rounds (BENCHMARK_MALLOC=default to not)"
    #else
      return "the platform's default policy"
    #endif
  }
}
