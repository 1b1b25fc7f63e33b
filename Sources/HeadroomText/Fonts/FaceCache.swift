import CTextStack
import Foundation
import Synchronization

/// Loads each (file, face index, variation instance) once per process and shares it.
public final class FaceCache: Sendable {
    /// The process-wide cache.
    public static let shared = FaceCache()

    private struct Key: Hashable {
        var path: String
        var faceIndex: Int
        var variations: [String: Double]
    }

    private let faces = Mutex<[Key: FontFace]>([:])

    public init() {}

    /// The face, loading it on first use. Throws `FontError` naming the file.
    public func face(path: String, faceIndex: Int, variations: [String: Double], package: String? = nil) throws -> FontFace {
        let key = Key(path: path, faceIndex: faceIndex, variations: variations)
        return try faces.withLock { faces in
            if let face = faces[key] { return face }
            let face: FontFace
            do {
                face = try FontFace(path: path, faceIndex: faceIndex, variations: variations)
            } catch FontError.missingFile(let missing, nil) where package != nil {
                throw FontError.missingFile(path: missing, package: package)
            }
            faces[key] = face
            return face
        }
    }
}
