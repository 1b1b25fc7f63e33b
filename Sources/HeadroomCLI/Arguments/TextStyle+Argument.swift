import ArgumentParser
import DynamicType

extension TextStyle: ExpressibleByArgument {
    /// UIKit names, HIG names (`Subhead`, `Title 1`) and `caption`, case-insensitively.
    public init?(argument: String) { self.init(name: argument) }
}
