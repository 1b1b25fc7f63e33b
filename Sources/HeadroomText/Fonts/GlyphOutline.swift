import CTextStack
import Foundation

/// A glyph outline in font units (y up), as FreeType decomposes it.
public struct GlyphOutline: Sendable, Hashable {
    public enum Command: Sendable, Hashable {
        case move(Double, Double)
        case line(Double, Double)
        case quad(Double, Double, Double, Double)
        case cubic(Double, Double, Double, Double, Double, Double)
    }

    public var commands: [Command]

    init(decomposing outline: UnsafeMutablePointer<FT_Outline>) {
        final class Sink { var commands: [Command] = []; var open = false }
        let sink = Sink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                sink.commands.append(.move(Double(to!.pointee.x), Double(to!.pointee.y)))
                return 0
            },
            line_to: { to, user in
                let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                sink.commands.append(.line(Double(to!.pointee.x), Double(to!.pointee.y)))
                return 0
            },
            conic_to: { control, to, user in
                let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                sink.commands.append(
                    .quad(Double(control!.pointee.x), Double(control!.pointee.y), Double(to!.pointee.x), Double(to!.pointee.y)))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                sink.commands.append(
                    .cubic(
                        Double(c1!.pointee.x), Double(c1!.pointee.y), Double(c2!.pointee.x), Double(c2!.pointee.y),
                        Double(to!.pointee.x), Double(to!.pointee.y)))
                return 0
            },
            shift: 0, delta: 0)
        _ = FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
        commands = sink.commands
    }

    /// SVG path data in font units as the font has them: y points up (draw it through a transform
    /// that flips y, e.g. `scale(k, -k)`).
    public func svgPathFontUnits() -> String { svgPath(scale: 1, flip: false) }

    /// SVG path data scaled by `scale` (points per font unit), y flipped so it points down.
    public func svgPath(scale: Double) -> String { svgPath(scale: scale, flip: true) }

    private func svgPath(scale: Double, flip: Bool) -> String {
        let sign = flip ? -1.0 : 1.0
        var out = ""
        out.reserveCapacity(commands.count * 14)
        func n(_ v: Double) -> String {
            let r = (v * scale * 100).rounded() / 100
            return r == r.rounded() ? String(Int(r)) : String(r)
        }
        var started = false
        for command in commands {
            switch command {
            case let .move(x, y):
                if started { out += "Z" }
                started = true
                out += "M\(n(x)) \(n(sign * y))"
            case let .line(x, y): out += "L\(n(x)) \(n(sign * y))"
            case let .quad(cx, cy, x, y): out += "Q\(n(cx)) \(n(sign * cy)) \(n(x)) \(n(sign * y))"
            case let .cubic(ax, ay, bx, by, x, y):
                out += "C\(n(ax)) \(n(sign * ay)) \(n(bx)) \(n(sign * by)) \(n(x)) \(n(sign * y))"
            }
        }
        if started { out += "Z" }
        return out
    }
}
