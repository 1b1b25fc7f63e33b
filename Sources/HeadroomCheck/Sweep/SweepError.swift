enum SweepError: Error, CustomStringConvertible {
    case wrongCount(Int, Int)
    var description: String {
        switch self {
        case .wrongCount(let asked, let got): "the measurer returned \(got) results for \(asked) boxes"
        }
    }
}
