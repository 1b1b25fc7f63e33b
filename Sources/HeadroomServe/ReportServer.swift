import Foundation
import HeadroomCheck
import HeadroomFormats
import Hummingbird

/// `headroom serve`: the report folder over HTTP, on 127.0.0.1 by default, and `POST /try`, which
/// measures a card's typed text in its boxes with the real engine (`TryMeasurer`). Files come only
/// from the folder (`ReportFolder`); measurements run at most `limiter.running` at once with
/// `limiter.queued` waiting, the rest answered 503 at once.
public struct ReportServer: Sendable {
    public var folder: ReportFolder
    public var measurer: TryMeasurer
    public var host: String
    public var port: Int
    public var limiter: MeasureLimiter

    public init(folder: ReportFolder, measurer: TryMeasurer, host: String = "127.0.0.1", port: Int = 8080, limiter: MeasureLimiter) {
        self.folder = folder
        self.measurer = measurer
        self.host = host
        self.port = port
        self.limiter = limiter
    }

    /// The routes: `POST /try`, and `GET` of any file of the folder.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        let folder = folder, measurer = measurer, limiter = limiter
        router.post("/try") { request, _ -> Response in
            var request = request
            let body: ByteBuffer
            do {
                body = try await request.collectBody(upTo: TryMeasurer.maxBodyBytes)
            } catch {
                return Self.json(.contentTooLarge, "{\"error\":\"the request is larger than \(TryMeasurer.maxBodyBytes) bytes\"}")
            }
            let bytes = Array(body.readableBytesView)
            let answer = try await limiter.run { () -> Result<String, TryMeasurer.Refusal> in
                do throws(TryMeasurer.Refusal) { return .success(try measurer.answer(bytes)) } catch { return .failure(error) }
            }
            switch answer {
            case nil:
                var response = Self.json(.serviceUnavailable, "{\"error\":\"busy: too many texts are being measured; try again\"}")
                response.headers[.retryAfter] = "1"
                return response
            case .success(let text)?: return Self.json(.ok, text)
            case .failure(let refusal)?:
                var out = JSONWriter()
                out.raw("{\"error\":")
                out.string(refusal.message)
                out.raw("}")
                return Self.json(.badRequest, out.text)
            }
        }
        let serve: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            guard let file = folder.file(for: request.uri.path), let data = FileManager.default.contents(atPath: file) else {
                return Response(status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
            }
            var headers: HTTPFields = [.contentType: ReportFolder.contentType(file)]
            headers[.cacheControl] = "no-store"
            headers[.init("X-Content-Type-Options")!] = "nosniff"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("/", use: serve)
        router.get("**", use: serve)
        return router
    }

    private static func json(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// Serves until the process is stopped; `ready` gets the port it listens on (useful with port 0).
    public func run(ready: @escaping @Sendable (Int) -> Void) async throws {
        let app = Application(
            router: router(),
            configuration: .init(address: .hostname(host, port: port), serverName: "headroom", backlog: 1_024),
            onServerRunning: { channel in ready(channel.localAddress?.port ?? 0) })
        try await app.runService()
    }
}
